import Presentation

/// Gathers a document's lines as UTF-8, cleaning the text it is given as ``TerminalText`` does while it copies it,
/// keeps the style of each line, and hands the lines out as ``TerminalSafeText`` pieces of about ``pieceSize``
/// bytes that end at a line's end: a console that colours paints whole lines, and a feed of any length goes out
/// through one buffer.
///
/// The text is copied into a buffer of its own, without the uniqueness and capacity checks of an array's every
/// append (as ``TextPieces`` does); a line longer than the buffer grows it. Building a `String` per row,
/// joining them and cleaning the result again was most of what `feed read` in text mode cost beyond `--json`.
struct TerminalTextWriter: ~Copyable {
    /// The size past which the lines gathered are handed out, at the next line's end.
    static let pieceSize = 64 * 1_024

    private var storage: UnsafeMutableRawBufferPointer
    private var count = 0
    private var lineStart = 0
    private var styledRanges: [TerminalSafeText.StyledRange] = []
    private let output: (TerminalSafeText) -> Void

    /// Creates a writer that hands its text to `output`, piece by piece, in order.
    init(output: @escaping (TerminalSafeText) -> Void) {
        storage = .allocate(byteCount: 2 * Self.pieceSize, alignment: 1)
        self.output = output
    }

    deinit {
        storage.deallocate()
    }

    /// Appends `text` to the line, cleaned: without control characters other than the line feed (a tab
    /// becomes a space) and without bidi controls.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(cleaning: $0) }
    }

    /// Ends the line: what was appended since the last line's end plays `style`, and a line feed follows it.
    mutating func endLine(_ style: StyledText.Style? = nil) {
        if let style, lineStart < count {
            // A run of lines of one style is one range, as a run of them was one styled run.
            if let last = styledRanges.last, last.style == style, last.bytes.upperBound + 1 == lineStart {
                styledRanges[styledRanges.count - 1] = .init(bytes: last.bytes.lowerBound..<count, style: style)
            } else {
                styledRanges.append(.init(bytes: lineStart..<count, style: style))
            }
        }
        reserve(1)
        put(0x0A)
        lineStart = count
        if count >= Self.pieceSize { flush() }
    }

    /// Hands out the lines gathered, if any; a line not ended yet goes with them.
    mutating func flush() {
        guard count > 0 else { return }
        let bytes = [UInt8](UnsafeRawBufferPointer(rebasing: storage[..<count]))
        output(TerminalSafeText(cleanedUTF8: bytes, styledRanges: styledRanges))
        count = 0
        lineStart = 0
        styledRanges.removeAll(keepingCapacity: true)
    }

    /// Copies `utf8`, valid UTF-8, leaving out what ``TerminalText/cleaned(_:)`` leaves out and turning a tab
    /// into a space, as it does; runs of printable ASCII are passed over eight bytes at a time.
    private mutating func append(cleaning utf8: UnsafeBufferPointer<UInt8>) {
        // Cleaning never lengthens the text, so the whole of it fits once reserved.
        reserve(utf8.count)
        var start = 0
        var index = 0
        while index < utf8.count {
            if index + 8 <= utf8.count {
                let word = ByteWords.word(at: index, of: utf8)
                if ByteWords.isPrintableASCII(word) {
                    index += 8
                    continue
                }
            }
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F || byte == 0x0A {
                index += 1
            } else if byte < 0x80 || Self.mayStartControl(byte),
                let length = TerminalText.controlLength(in: utf8, at: index)
            {
                copy(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                if byte == 0x09 { put(0x20) }
                index += length
                start = index
            } else {
                index += 1
            }
        }
        copy(UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// Whether `byte`, past ASCII, can start a scalar ``TerminalText`` cleans: the first byte of a C1 control
    /// (0xC2), of U+061C (0xD8) or of a bidi control at U+20xx (0xE2).
    @inline(__always)
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// Puts `byte` into room already reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Copies `bytes` into room already reserved.
    @inline(__always)
    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = storage.baseAddress else { return }
        // Most pieces of a row are a few bytes (an indent, a separator): copied in a loop, not by a call to memcpy.
        if bytes.count <= 16 {
            for index in 0..<bytes.count {
                target.storeBytes(of: source[index], toByteOffset: count + index, as: UInt8.self)
            }
        } else {
            (target + count).copyMemory(from: source, byteCount: bytes.count)
        }
        count += bytes.count
    }

    /// Makes room for `extra` more bytes, growing the buffer when a line does not fit.
    private mutating func reserve(_ extra: Int) {
        guard extra > storage.count - count else { return }
        let grown = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(2 * storage.count, count + extra), alignment: 1)
        if let target = grown.baseAddress, let source = storage.baseAddress {
            target.copyMemory(from: source, byteCount: count)
        }
        storage.deallocate()
        storage = grown
    }
}
