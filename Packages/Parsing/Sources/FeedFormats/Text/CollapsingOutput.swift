/// UTF-8 output that collapses whitespace as it goes: runs become one space, none at either end; a
/// paragraph break becomes one blank line (`"\n\n"`), never at either end, and swallows the spaces around it.
///
/// ASCII whitespace and the no-break space (U+00A0) count as whitespace.
struct CollapsingOutput {
    private var bytes: [UInt8] = []
    private var pendingSpace = false
    private var pendingBreak = false

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written, or `nil` when only whitespace was.
    var text: String? {
        bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Copies the character at `index` of `source` (or notes a space); returns the index after it.
    mutating func append(from source: [UInt8], at index: Int) -> Int {
        let byte = source[index]
        if byte == 0xC2, index + 1 < source.count, source[index + 1] == 0xA0 {
            appendSpace()
            return index + 2
        }
        if Self.isWhitespace(byte) {
            appendSpace()
        } else {
            appendByte(byte)
        }
        return index + 1
    }

    /// Copies `run` in one go: it starts and ends with a byte that is not whitespace, and holds no
    /// whitespace but single spaces (which collapsing leaves as they are) and no no-break space.
    mutating func append(run: ArraySlice<UInt8>) {
        flushPending()
        bytes.append(contentsOf: run)
    }

    /// Writes a decoded character, such as an entity's.
    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.value == 0xA0 || (scalar.isASCII && Self.isWhitespace(UInt8(scalar.value))) {
            appendSpace()
            return
        }
        flushPending()
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// Writes decoded text, such as an entity's.
    mutating func append(contentsOf text: String) {
        for scalar in text.unicodeScalars {
            append(scalar)
        }
    }

    /// Notes a space, written only if more text follows.
    mutating func appendSpace() {
        pendingSpace = !bytes.isEmpty
    }

    /// Notes a paragraph break, written only if more text follows.
    mutating func appendParagraphBreak() {
        pendingBreak = !bytes.isEmpty
    }

    /// Writes `byte`, which is not whitespace.
    mutating func appendByte(_ byte: UInt8) {
        flushPending()
        bytes.append(byte)
    }

    /// Whether `byte` is ASCII whitespace: a space, a tab, or U+000A to U+000D.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private mutating func flushPending() {
        if pendingBreak {
            bytes.append(0x0A)
            bytes.append(0x0A)
            pendingBreak = false
            pendingSpace = false
        } else if pendingSpace {
            bytes.append(0x20)
            pendingSpace = false
        }
    }
}
