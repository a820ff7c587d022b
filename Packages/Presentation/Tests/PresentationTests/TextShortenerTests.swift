import Presentation
import Testing

@Suite("Shortening text to a width on a word boundary")
struct TextShortenerTests {
    @Test("text shorter than the width is returned whole, without an ellipsis")
    func shorterThanWidth() {
        #expect(TextShortener.shorten("A short line", toWidth: 40) == "A short line")
    }

    @Test("text exactly as long as the width is returned whole")
    func exactWidth() {
        let text = "Exactly twenty chars"

        #expect(text.count == 20)
        #expect(TextShortener.shorten(text, toWidth: 20) == text)
    }

    @Test("longer text is cut at the last word that leaves room for the ellipsis")
    func cutsOnWordBoundary() {
        #expect(TextShortener.shorten("The quick brown fox jumps over", toWidth: 14) == "The quick…")
    }

    @Test("a cut that falls just before a space keeps the whole last word")
    func keepsWordEndingAtTheCut() {
        #expect(TextShortener.shorten("The quick brown fox", toWidth: 10) == "The quick…")
    }

    @Test("a first word longer than the width is cut inside the word")
    func noSpaceToBreakAt() {
        #expect(TextShortener.shorten("Supercalifragilistic", toWidth: 8) == "Superca…")
        #expect(TextShortener.shorten("Supercalifragilistic is long", toWidth: 8) == "Superca…")
    }

    @Test("width 0 gives an empty string")
    func widthZero() {
        #expect(TextShortener.shorten("Anything", toWidth: 0) == "")
        #expect(TextShortener.shorten("Anything", toWidth: -3) == "")
    }

    @Test("width 1 gives the ellipsis alone, unless the text is one character")
    func widthOne() {
        #expect(TextShortener.shorten("Anything", toWidth: 1) == "…")
        #expect(TextShortener.shorten("A", toWidth: 1) == "A")
    }

    @Test("empty and blank text give an empty string")
    func emptyText() {
        #expect(TextShortener.shorten("", toWidth: 10) == "")
        #expect(TextShortener.shorten(" \n\t ", toWidth: 10) == "")
    }

    @Test("punctuation and spaces before the ellipsis are dropped")
    func dropsTrailingPunctuation() {
        #expect(TextShortener.shorten("First, second, third", toWidth: 15) == "First, second…")
        #expect(TextShortener.shorten("One sentence. Another one", toWidth: 16) == "One sentence…")
    }

    @Test("whitespace and newlines collapse to single spaces, before measuring")
    func collapsesWhitespace() {
        #expect(TextShortener.shorten("  Line one\n\n  line   two  ", toWidth: 40) == "Line one line two")
        #expect(TextShortener.shorten("Line one\n\nline two", toWidth: 17) == "Line one line two")
    }

    @Test("characters are counted in the columns a terminal gives them: an accent none, an emoji two")
    func countsColumns() {
        let text = "Cafe\u{301} 👩‍👩‍👧 naïve résumé"

        #expect(TextShortener.shorten(text, toWidth: 20) == text)
        #expect(TextShortener.shorten(text, toWidth: 19) == "Café 👩‍👩‍👧 naïve…")
        #expect(TextShortener.shorten(text, toWidth: 8) == "Café 👩‍👩‍👧…")
    }

    @Test("the result never takes more characters than the width", arguments: 0...40)
    func neverExceedsWidth(width: Int) {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod"

        let shortened = TextShortener.shorten(text, toWidth: width)

        #expect(shortened.count <= max(width, 0))
        #expect(width < 2 || shortened.hasSuffix("…"))
    }

    @Test(
        "text is kept whole exactly when its columns fit, however its bytes fall",
        arguments: ["Swift’s new release brings faster builds", "Plain ASCII words, long enough", "東京 and 👩‍💻 à côté"])
    func keptWholeExactlyWhenItFits(text: String) {
        let columns = DisplayWidth.of(text)

        for width in max(columns - 9, 2)...(columns + 9) {
            #expect((TextShortener.shorten(text, toWidth: width) == text) == (width >= columns), "width \(width)")
        }
    }
}
