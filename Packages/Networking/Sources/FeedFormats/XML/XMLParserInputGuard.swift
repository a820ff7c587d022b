import Foundation

/// Blanks out the few markup shapes that crash Foundation's `XMLParser` on Linux, before it sees them.
///
/// FoundationXML's libxml2 callbacks read pointers that libxml2 may pass as NULL, and the process dies
/// (SIGSEGV) whatever the delegate does. Measured here, each of these crashes it:
/// - a processing instruction with no data: `<?name?>`;
/// - `<!ATTLIST e a CDATA #IMPLIED>`, `<!NOTATION n SYSTEM "x">` and an unparsed entity
///   `<!ENTITY e SYSTEM "s" NDATA n>` in a DOCTYPE's internal subset.
///
/// The rule is context-free on purpose: libxml2 recovers from errors and goes on parsing, so it can reach a
/// shape inside what a careful tokenizer would call a broken instruction (fuzzing found `<? <?p?>`). Every
/// occurrence is blanked, wherever it stands; outside the places the parser reads them they are invalid or
/// meaningless anyway, and feeds never need them. Blanks are spaces, newlines are kept, so the parser's line
/// and column still point at the original text. Internal entities such as `&nbsp;` are left alone.
enum XMLParserInputGuard {
    /// `utf8` with the crashing shapes blanked out; the same bytes when there are none.
    ///
    /// Linear in the input, however hostile: every search moves only forward, and no byte is blanked twice.
    static func sanitized(_ utf8: Data) -> Data {
        var bytes = [UInt8](utf8)
        var instructionEnds = ForwardSearch(bytes) { $0.starts(with: "?>".utf8) }
        var declarationEnds = ForwardSearch(bytes) { $0.first == UInt8(ascii: ">") }
        var unparsedMarks = ForwardSearch(bytes) { $0.starts(with: "NDATA".utf8) }
        var whitespace = ForwardSearch(bytes) { $0.first.map(isWhitespace) ?? false }
        var blankedUpTo = 0
        var index = 0
        while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = start + 1
            let rest = bytes[start...]
            var end: Int?
            if rest.starts(with: "<?".utf8), let close = instructionEnds.next(from: start + 2), close > start + 2 {
                let hasData = whitespace.next(from: start + 2).map { $0 < close } ?? false
                end = hasData ? nil : close + 2
            } else if rest.starts(with: "<!ATTLIST".utf8) || rest.starts(with: "<!NOTATION".utf8) {
                end = (declarationEnds.next(from: start) ?? bytes.count - 1) + 1
            } else if rest.starts(with: "<!ENTITY".utf8) {
                let close = (declarationEnds.next(from: start) ?? bytes.count - 1) + 1
                end = unparsedMarks.next(from: start).map { $0 < close } == true ? close : nil
            }
            guard let end, end > blankedUpTo else { continue }
            for position in max(start, blankedUpTo)..<end where bytes[position] != UInt8(ascii: "\n") {
                bytes[position] = UInt8(ascii: " ")
            }
            blankedUpTo = end
        }
        return blankedUpTo > 0 ? Data(bytes) : utf8
    }

    /// Finds the next position at or after a start that never moves backwards where `matches` holds.
    private struct ForwardSearch {
        private let bytes: [UInt8]
        private let matches: (ArraySlice<UInt8>) -> Bool
        private var found: Int?
        private var searchedUpTo = 0

        init(_ bytes: [UInt8], matches: @escaping (ArraySlice<UInt8>) -> Bool) {
            self.bytes = bytes
            self.matches = matches
        }

        mutating func next(from start: Int) -> Int? {
            if let found, found >= start { return found }
            var index = max(start, searchedUpTo)
            while index < bytes.count, !matches(bytes[index...]) { index += 1 }
            searchedUpTo = index
            found = index < bytes.count ? index : nil
            return found
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
