import Presentation
import Testing

@Suite("Text is brought onto one line as Character.isWhitespace splits it")
struct SingleSpacingTests {
    @Test(
        "runs of whitespace become one space and the ends are trimmed, whatever the script",
        arguments: [
            "  plain  ASCII\ttext\r\nover\n\nlines  ",
            "no-whitespace-at-all",
            "non\u{A0}breaking\u{3000}ideographic\u{2028}line\u{85}next\u{2009}thin",
            "a \u{301}combining mark after a space",
            "e\u{301} accents é and emoji 😀 👩‍👩‍👧 kept",
            "\u{600} prepended mark before a space",
            "\t\u{301} after a tab",
            "quotes ’ and — dashes … around spaces",
            "",
            " \n\t ",
        ])
    func matchesCharacters(text: String) {
        let expected = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")

        #expect(TextShortener.shorten(text, toWidth: 1_000) == expected)
    }

    @Test("each scalar to U+3000 between words, beside spaces or doubled, collapses as characters split")
    func everyScalarMatchesCharacters() {
        let mismatches = (0x01...0x3000).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "a " + String(scalar) + "b" + String(scalar) + String(scalar) + " c" + String(scalar)
            return TextShortener.shorten(text, toWidth: .max)
                != text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }

        #expect(mismatches.isEmpty)
    }

    @Test("plain text is collapsed to single spaces")
    func collapses() {
        #expect(TextShortener.shorten("  one \n\n two\t three ", toWidth: 100) == "one two three")
    }
}
