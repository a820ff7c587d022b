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

    @Test("a text read on its bytes takes what its characters add up to, whatever scalar follows a run of ASCII")
    func textOnBytesMatchesCharacters() {
        let leads = ["", "a", "seven c", "eight ch", "nine char"]
        let mismatches = (0x1...0x3000).compactMap(Unicode.Scalar.init).filter { scalar in
            let character = String(scalar)
            var texts: [String] = []
            for lead in leads {
                texts += [lead + character, lead + character + "tail", character + lead + "\u{301}"]
            }
            return texts.contains { text in
                let byCharacters = text.reduce(0) { $0 + DisplayWidth.of($1) }
                return DisplayWidth.of(text) != byCharacters || DisplayWidth.of(Substring(text)) != byCharacters
            }
        }

        #expect(mismatches.isEmpty)
    }

    @Test("shortening counts columns, so a CJK title fits the width it is given")
    func shortensWideText() {
        let shortened = TextShortener.shorten("日本語のとても長いタイトルです", toWidth: 10)

        #expect(shortened == "日本語の…")
        #expect(DisplayWidth.of(shortened) <= 10)
    }

    @Test("an ASCII character takes a column when printable and none when a control")
    func ascii() {
        let widths = (0..<0x80).compactMap(Unicode.Scalar.init).map { DisplayWidth.of(Character($0)) }

        #expect(widths == (0..<0x80).map { (0x20...0x7E).contains($0) ? 1 : 0 })
    }

    @Test("a line is whole at exactly its width and shortened one column below, whatever scalar it holds")
    func shortenedAtItsWidth() {
        let mismatches = (0x20...0x3000).compactMap(Unicode.Scalar.init).filter { scalar in
            let line = "ab" + String(scalar) + String(scalar) + "cd"
            let whole = TextShortener.shorten(line, toWidth: .max)
            let width = DisplayWidth.of(whole)
            return TextShortener.shorten(line, toWidth: width) != whole
                || TextShortener.shorten(line, toWidth: width - 1) == whole
        }

        #expect(mismatches.isEmpty)
    }

    @Test("a long ASCII line followed by wide or combining text is still shortened by its columns")
    func mixedLineShortening() {
        let line = String(repeating: "word ", count: 10) + "東京 e\u{301}"

        #expect(TextShortener.shorten(line, toWidth: 60) == line)
        #expect(TextShortener.shorten(line, toWidth: 54) == String(repeating: "word ", count: 9) + "word…")
        #expect(TextShortener.shorten(line, toWidth: 20) == "word word word word…")
    }
}
