/// Bytes gathered in one fixed buffer and handed out, in order, as ``TerminalSafeText`` pieces of at most its
/// size: a document of any length is written through a few kilobytes.
///
/// The writer that fills it answers for what it writes being cleaned, valid UTF-8 (``JSONTextWriter``). Bytes
/// are copied into the buffer without the uniqueness and capacity checks of an array's every append, which
/// were half the cost of writing `feed read --json`.
struct TextPieces: ~Copyable {
    private let storage: UnsafeMutableRawBufferPointer
    private var count = 0
    private let output: (TerminalSafeText) -> Void

    /// Creates a buffer of `size` bytes (at least 64) that hands each full piece to `output`.
    init(size: Int, output: @escaping (TerminalSafeText) -> Void) {
        storage = .allocate(byteCount: max(size, 64), alignment: 1)
        self.output = output
    }

    deinit {
        storage.deallocate()
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == storage.count { flush() }
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends `bytes`; more than the buffer holds go out as a piece of their own, after the ones before.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count > storage.count - count {
            flush()
            guard bytes.count <= storage.count else {
                output(TerminalSafeText(cleanedUTF8: [UInt8](bytes)))
                return
            }
        }
        let target = storage.baseAddress.unsafelyUnwrapped + count
        // Most pieces of JSON are a few bytes (a key, a separator): copied in place, not by a call to memcpy.
        if bytes.count <= 16 {
            Self.copy(UnsafeRawPointer(source), count: bytes.count, to: target)
        } else {
            target.copyMemory(from: source, byteCount: bytes.count)
        }
        count += bytes.count
    }

    /// Copies `count` bytes (at most 16) from `source` to `target` by two loads and two stores of the widest
    /// size that fits, overlapping in the middle: no loop, and no byte read or written outside either range.
    @inline(__always)
    static func copy(_ source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer) {
        @inline(__always)
        func copyPair<Word>(_: Word.Type) {
            let size = MemoryLayout<Word>.size
            let first = source.loadUnaligned(as: Word.self)
            let last = source.loadUnaligned(fromByteOffset: count - size, as: Word.self)
            target.storeBytes(of: first, as: Word.self)
            target.storeBytes(of: last, toByteOffset: count - size, as: Word.self)
        }
        if count >= 8 {
            copyPair(UInt64.self)
        } else if count >= 4 {
            copyPair(UInt32.self)
        } else if count >= 2 {
            copyPair(UInt16.self)
        } else if count == 1 {
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        }
    }

    /// How many bytes ``write(inPlace:)`` offers.
    static let inPlaceSize = 64

    /// Lets `body` write up to ``inPlaceSize`` bytes straight into the buffer and say how many it wrote.
    @inline(__always)
    mutating func write(inPlace body: (UnsafeMutableRawBufferPointer) -> Int) {
        if Self.inPlaceSize > storage.count - count { flush() }
        let room = UnsafeMutableRawBufferPointer(rebasing: storage[count..<count + Self.inPlaceSize])
        count += min(max(body(room), 0), Self.inPlaceSize)
    }

    /// Hands out the bytes gathered, if any.
    mutating func flush() {
        guard count > 0 else { return }
        output(TerminalSafeText(cleanedUTF8: [UInt8](UnsafeRawBufferPointer(rebasing: storage[..<count]))))
        count = 0
    }
}
