import Testing

@testable import FeedApp

@Suite("A row's trailing spaces dropped by whole characters")
struct TrailingSpacesTests {
    @Test(
        "gives what the reversed, dropped and reversed-again characters gave",
        arguments: [
            "", " ", "   ", "title", "title   ", "  padded  ", "図書館  ", "👨‍👩‍👧 ", "tab\t ", "a \u{301}", "a \u{301} ",
            "\u{600} ", "x\u{600}  ", "no-break\u{A0}",
        ])
    func matchesTheCharacterRule(text: String) {
        let expected = String(text.reversed().drop { $0 == " " }.reversed())

        #expect(text.droppingTrailingSpaces() == expected)
    }

    @Test("keeps a space that a combining mark makes part of another character")
    func keepsASpaceWithACombiningMark() {
        #expect("a \u{301}".droppingTrailingSpaces() == "a \u{301}")
        #expect("a \u{301}  ".droppingTrailingSpaces() == "a \u{301}")
    }
}
