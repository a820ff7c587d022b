import Presentation
import Testing

@Suite("Display width: the columns a terminal gives text")
struct DisplayWidthTests {
    @Test(
        "counts each character as a terminal draws it",
        arguments: [
            ("a", 1), ("日", 2), ("ｶ", 1), ("Ａ", 2), ("😀", 2), ("❤", 1), ("❤\u{FE0F}", 2), ("e\u{301}", 1),
            ("🇫🇷", 2), ("👩\u{200D}💻", 2), ("\u{200B}", 0), ("\u{7}", 0), ("한", 2), ("ا", 1),
        ])
    func character(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test("adds up the characters of a text")
    func text() {
        #expect(DisplayWidth.of("東京 Tokyo 🗼") == 13)
    }

    @Test("shortening counts columns, so a CJK title fits the width it is given")
    func shortensWideText() {
        let shortened = TextShortener.shorten("日本語のとても長いタイトルです", toWidth: 10)

        #expect(shortened == "日本語の…")
        #expect(DisplayWidth.of(shortened) <= 10)
    }
}
