import Foundation

/// Blanks out the few markup shapes that crash Foundation's `XMLParser` on Linux, before it sees them.
///
/// FoundationXML's libxml2 callbacks read pointers that libxml2 may pass as NULL, and the process dies
/// (SIGSEGV) whatever the delegate does. Measured here, each of these crashes it:
/// - a processing instruction with no data: `<?name?>`;
/// - in a DOCTYPE's internal subset: `<!ATTLIST e a CDATA #IMPLIED>`, `<!NOTATION n SYSTEM "x">` and an
///   unparsed entity `<!ENTITY e SYSTEM "s" NDATA n>`.
/// Feeds never need any of them, so they are replaced with spaces (newlines kept, so the parser's line and
/// column still point at the original text). Everything else, internal entities such as `&nbsp;` declared in
/// the subset included, is left as it is. Found by fuzzing; see `Fuzz/Regressions/`.
enum XMLParserInputGuard {
    /// `utf8` with the crashing shapes blanked out; the same bytes when there are none.
    static func sanitized(_ utf8: Data) -> Data {
        var scanner = Scanner(bytes: [UInt8](utf8))
        scanner.run()
        return scanner.changed ? Data(scanner.bytes) : utf8
    }

    private struct Scanner {
        var bytes: [UInt8]
        var index = 0
        var changed = false

        mutating func run() {
            while index < bytes.count {
                if matches("<!--") {
                    skip(past: "-->")
                } else if matches("<![CDATA[") {
                    skip(past: "]]>")
                } else if matches("<!DOCTYPE") {
                    doctype()
                } else if matches("<?") {
                    processingInstruction()
                } else {
                    index += 1
                }
            }
        }

        /// Skips the DOCTYPE, blanking the crashing declarations of its internal subset.
        private mutating func doctype() {
            index += 9
            while index < bytes.count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: ">") {
                skipQuotedOrByte()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return }
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                if matches("<!--") {
                    skip(past: "-->")
                } else if matches("<?") {
                    processingInstruction()
                } else if matches("<!") {
                    declaration()
                } else {
                    index += 1
                }
            }
        }

        /// Blanks `<!ATTLIST …>`, `<!NOTATION …>` and `<!ENTITY … NDATA …>`; skips any other declaration.
        private mutating func declaration() {
            let start = index
            index += 2
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { skipQuotedOrByte() }
            let end = min(index + 1, bytes.count)
            index = end
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let unquoted = text.split(separator: "\"").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let words = unquoted.joined(separator: " ").split(whereSeparator: { $0.isWhitespace || $0 == ">" })
            let keyword = text.dropFirst(2).prefix { $0.isLetter }
            if keyword == "ATTLIST" || keyword == "NOTATION" || (keyword == "ENTITY" && words.contains("NDATA")) {
                blank(start..<end)
            }
        }

        /// Blanks a processing instruction that has a target and no data (`<?name?>`).
        private mutating func processingInstruction() {
            let start = index
            index += 2
            let bodyStart = index
            skip(past: "?>")
            let bodyEnd = max(bodyStart, index - 2)
            let body = bytes[bodyStart..<min(bodyEnd, bytes.count)]
            if !body.isEmpty, !body.contains(where: Self.isWhitespace) {
                blank(start..<index)
            }
        }

        private mutating func skipQuotedOrByte() {
            let quote = bytes[index]
            index += 1
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return }
            while index < bytes.count, bytes[index] != quote { index += 1 }
            index = min(index + 1, bytes.count)
        }

        private mutating func skip(past terminator: StaticString) {
            while index < bytes.count, !matches(terminator) { index += 1 }
            index = min(index + terminator.utf8CodeUnitCount, bytes.count)
        }

        private func matches(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return literal.withUTF8Buffer { pattern in
                (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
            }
        }

        private mutating func blank(_ range: Range<Int>) {
            for position in range where bytes[position] != UInt8(ascii: "\n") {
                bytes[position] = UInt8(ascii: " ")
            }
            changed = true
        }

        private static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
