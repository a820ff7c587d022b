import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes JSON text as `JSONEncoder` does with `.prettyPrinted`, `.withoutEscapingSlashes` and ISO 8601
/// dates: two spaces per level, `"key" : value`, an empty array as `[`, a blank line and `]`.
///
/// The caller gives members in sorted order (`.sortedKeys`). Strings escape `"`, `\` and every C0 control
/// (`\b \t \n \f \r` by name, the others as `\u00XX`) and drop the other scalars ``TerminalText`` cleans
/// (DEL, C1 and bidi controls); everything else, `/` included, is written as is. The text is therefore the
/// encoder's text cleaned for a terminal, and goes out as ``TerminalSafeText`` in pieces of at most
/// ``pieceSize`` bytes (``TextPieces``): a large document is never held whole, nor checked again on its way
/// out.
struct JSONTextWriter: ~Copyable {
    /// The most bytes each piece handed out holds.
    static let pieceSize = 64 * 1_024

    private var pieces: TextPieces
    private var depth = 0
    private var isFirst = true

    /// Creates a writer that hands its text to `output`, piece by piece, in order.
    init(output: @escaping (TerminalSafeText) -> Void) {
        pieces = TextPieces(size: Self.pieceSize, output: output)
    }

    /// Ends the text with a newline and hands out the rest.
    mutating func finish() {
        pieces.append(0x0A)
        pieces.flush()
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
    @inline(__always)
    mutating func key(_ key: StaticString) {
        let indentation = 2 * depth
        let length = key.utf8CodeUnitCount
        // The separator, the indentation, the key and what follows it, written in place at once when they fit
        // with the spaces' last word of eight.
        if length <= 16, 14 + indentation + length <= TextPieces.inPlaceSize {
            let separated = !isFirst
            isFirst = false
            pieces.write(inPlace: { room in
                room[0] = UInt8(ascii: ",")
                var end = separated ? 1 : 0
                room[end] = 0x0A
                end += 1
                var spaces = 0
                while spaces < indentation {
                    room.storeBytes(of: Self.eightSpaces, toByteOffset: end + spaces, as: UInt64.self)
                    spaces += 8
                }
                end += indentation
                room[end] = UInt8(ascii: "\"")
                end += 1
                TextPieces.copy(key.utf8Start, count: length, to: room.baseAddress.unsafelyUnwrapped + end)
                end += length
                // `" : `, in memory order.
                room.storeBytes(of: UInt32(0x203A_2022).littleEndian, toByteOffset: end, as: UInt32.self)
                return end + 4
            })
            return
        }
        separate()
        pieces.append(UInt8(ascii: "\""))
        pieces.append(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        pieces.append(UnsafeBufferPointer(start: Self.keyEnd.utf8Start, count: Self.keyEnd.utf8CodeUnitCount))
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
        var written = 0
        pieces.write(inPlace: { room in
            room[0] = UInt8(ascii: "\"")
            written = ISO8601Text.write(value, into: UnsafeMutableRawBufferPointer(rebasing: room[1...]))
            guard written > 0 else { return 1 }
            room[written + 1] = UInt8(ascii: "\"")
            return written + 2
        })
        guard written == 0 else { return }
        ascii(value.formatted(.iso8601))
        pieces.append(UInt8(ascii: "\""))
    }

    /// Writes a member whose value is `true` or `false`, when there is one.
    mutating func member(_ name: StaticString, _ value: Bool?) {
        guard let value else { return }
        key(name)
        let text: StaticString = value ? "true" : "false"
        pieces.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a member whose value is a whole number, when there is one.
    mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        // At most 20 characters (a sign and 19 digits), written from the last digit back.
        pieces.write(inPlace: { room in
            var digits = value.magnitude
            var start = 20
            repeat {
                start -= 1
                room[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            } while digits > 0
            if value < 0 {
                start -= 1
                room[start] = UInt8(ascii: "-")
            }
            let length = 20 - start
            for index in 0..<length { room[index] = room[start + index] }
            return length
        })
    }

    /// Writes `text` as a JSON string, cleaned for a terminal.
    mutating func string(_ text: String) {
        pieces.append(UInt8(ascii: "\""))
        // A native string's bytes are read where they are; only another kind is copied first.
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { escapedAndCleaned($0) }
        if written == nil {
            var text = text
            text.withUTF8 { escapedAndCleaned($0) }
        }
        pieces.append(UInt8(ascii: "\""))
    }

    /// Writes the UTF-8 of a string's content, escaped and cleaned.
    private mutating func escapedAndCleaned(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Runs of bytes that need neither an escape nor cleaning are copied whole (``JSONStringScan``).
        var start = 0
        var index = JSONStringScan.next(in: utf8, from: 0)
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x7F {
                pieces.append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                index += 1
                start = index
            } else if let length = TerminalText.controlLength(in: utf8, at: index) {
                pieces.append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                index += length
                start = index
            } else {
                index += 1
            }
            index = JSONStringScan.next(in: utf8, from: index)
        }
        pieces.append(UnsafeBufferPointer(rebasing: utf8[start...]))
    }

    /// Writes text known to be ASCII that needs no escape.
    private mutating func ascii(_ text: String) {
        var text = text
        text.withUTF8 { pieces.append($0) }
    }

    private mutating func escape(_ byte: UInt8) {
        pieces.append(0x5C)
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): pieces.append(byte)
        case 0x08: pieces.append(UInt8(ascii: "b"))
        case 0x09: pieces.append(UInt8(ascii: "t"))
        case 0x0A: pieces.append(UInt8(ascii: "n"))
        case 0x0C: pieces.append(UInt8(ascii: "f"))
        case 0x0D: pieces.append(UInt8(ascii: "r"))
        default:
            for digit in [UInt8(ascii: "u"), 0x30, 0x30, Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0x0F)] {
                pieces.append(digit)
            }
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    private mutating func open(_ bracket: UInt8) {
        pieces.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container keeps its line break and a blank line, as JSONEncoder writes it.
        pieces.append(0x0A)
        if isFirst { pieces.append(0x0A) }
        indent()
        pieces.append(bracket)
        isFirst = false
    }

    private mutating func separate() {
        if !isFirst { pieces.append(UInt8(ascii: ",")) }
        pieces.append(0x0A)
        indent()
        isFirst = false
    }

    private mutating func indent() {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.utf8CodeUnitCount)
            pieces.append(UnsafeBufferPointer(start: Self.spaces.utf8Start, count: run))
            count -= run
        }
    }

    /// What follows a key's name: its closing quote and the separator of its value.
    private static let keyEnd: StaticString = "\" : "

    /// Eight spaces, stored at once.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// Enough spaces for the indentation of the document's usual depths, copied at once.
    private static let spaces: StaticString = "                                "
}
