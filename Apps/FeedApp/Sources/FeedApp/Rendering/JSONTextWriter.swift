import Foundation
import Presentation

/// Writes JSON text as `JSONEncoder` does with `.prettyPrinted`, `.withoutEscapingSlashes` and ISO 8601
/// dates: two spaces per level, `"key" : value`, an empty array as `[`, a blank line and `]`.
///
/// The caller gives members in sorted order (`.sortedKeys`). Strings escape `"`, `\` and every C0 control
/// (`\b \t \n \f \r` by name, the others as `\u00XX`) and drop the other scalars ``TerminalText`` cleans
/// (DEL, C1 and bidi controls); everything else, `/` included, is written as is. The text is therefore the
/// encoder's text cleaned for a terminal, and goes out as ``TerminalSafeText`` in pieces of about
/// ``pieceSize`` bytes: a large document is never held whole, nor checked again on its way out.
struct JSONTextWriter {
    /// About how many bytes each piece handed out holds.
    static let pieceSize = 64 * 1_024

    private var bytes: [UInt8] = []
    private var depth = 0
    private var isFirst = true
    private let output: (TerminalSafeText) -> Void

    /// Creates a writer that hands its text to `output`, piece by piece, in order.
    init(output: @escaping (TerminalSafeText) -> Void) {
        self.output = output
        bytes.reserveCapacity(Self.pieceSize + 4_096)
    }

    /// Hands out the text written so far once it fills a piece; the caller asks between values.
    mutating func flushIfFull() {
        if bytes.count >= Self.pieceSize { flush() }
    }

    /// Ends the text with a newline and hands out the rest.
    mutating func finish() {
        bytes.append(0x0A)
        flush()
    }

    private mutating func flush() {
        output(TerminalSafeText(cleanedUTF8: bytes))
        // The piece handed out is gone once `output` returns, so the buffer is reused, not copied.
        bytes.removeAll(keepingCapacity: true)
    }

    /// Starts an object, as a member's value or an array's element.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Ends the object begun last.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Starts an array, as a member's value.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Ends the array begun last.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an array's element: the separator and the indentation.
    mutating func element() { separate() }

    /// Writes a member's key, ASCII that needs no escape; its value follows.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Writes a member whose value is a string, when there is one.
    mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// Writes a member whose value is a URL's absolute string, when there is one.
    mutating func member(_ name: StaticString, _ value: URL?) { member(name, value?.absoluteString) }

    /// Writes a member whose value is a date in ISO 8601, when there is one.
    mutating func member(_ name: StaticString, _ value: Date?) {
        guard let value else { return }
        key(name)
        bytes.append(UInt8(ascii: "\""))
        ISO8601Text.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a member whose value is `true` or `false`, when there is one.
    mutating func member(_ name: StaticString, _ value: Bool?) {
        guard let value else { return }
        key(name)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes a member whose value is a whole number, when there is one.
    mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes `text` as a JSON string, cleaned for a terminal.
    mutating func string(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            // Runs of bytes that need neither an escape nor cleaning are copied whole, found eight bytes at a
            // time: most text has none of either.
            var start = 0
            var index = 0
            while index < utf8.count {
                if index + 8 <= utf8.count {
                    let word = ByteWords.word(at: index, of: utf8)
                    if !ByteWords.hasByte(word, below: 0x20) && !ByteWords.hasByte(word, above: 0x7E)
                        && !ByteWords.hasByte(word, equalTo: UInt8(ascii: "\""))
                        && !ByteWords.hasByte(word, equalTo: UInt8(ascii: "\\"))
                    {
                        index += 8
                        continue
                    }
                }
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    escape(byte)
                    index += 1
                    start = index
                } else if byte >= 0x7F, let length = TerminalText.controlLength(in: utf8, at: index) {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    index += length
                    start = index
                } else {
                    index += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(0x5C)
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            bytes.append(contentsOf: [
                UInt8(ascii: "u"), 0x30, 0x30, Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)],
            ])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container keeps its line break and a blank line, as JSONEncoder writes it.
        bytes.append(0x0A)
        if isFirst { bytes.append(0x0A) }
        indent()
        bytes.append(bracket)
        isFirst = false
    }

    private mutating func separate() {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
        indent()
        isFirst = false
    }

    private mutating func indent() {
        let count = 2 * depth
        Self.spaces.withUnsafeBufferPointer { spaces in
            if count <= spaces.count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<count]))
            } else {
                bytes.append(contentsOf: repeatElement(0x20, count: count))
            }
        }
    }

    /// Enough spaces for the indentation of the document's usual depths, copied at once.
    private static let spaces = [UInt8](repeating: 0x20, count: 32)
}
