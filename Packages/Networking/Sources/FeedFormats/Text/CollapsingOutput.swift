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
        if byte == 0x20 || (0x09...0x0D).contains(byte) {
            appendSpace()
        } else {
            appendByte(byte)
        }
        return index + 1
    }

    /// Writes decoded text, such as an entity's.
    mutating func append(contentsOf text: String) {
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            index = append(from: utf8, at: index)
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

    private mutating func appendByte(_ byte: UInt8) {
        if pendingBreak {
            bytes.append(contentsOf: [0x0A, 0x0A])
            pendingBreak = false
            pendingSpace = false
        } else if pendingSpace {
            bytes.append(0x20)
            pendingSpace = false
        }
        bytes.append(byte)
    }
}
