import Domain
import Foundation
import Testing

@Suite("Trimming and replacing text without Foundation proper")
struct TextTrimmingTests {
    private static let samples = [
        "", " ", "\t", "plain", "  both  ", "\t\ttabs\t", "\n\nlines\r\n", " \u{A0}no-break\u{3000} ",
        "\u{2028}x\u{2029}",
        "\u{85}next\u{85}", "\u{200B}zero width\u{200B}", "e\u{301} ", "\u{1680}ogham\u{202F}", "\u{0B}\u{0C}vt ff",
        "  inner  spaces  ", "日本語 ", "\r",
    ]

    @Test("trimmingSpacesAndTabs is Foundation's trimming of .whitespaces", arguments: samples)
    func spacesAndTabs(text: String) {
        #expect(text.trimmingSpacesAndTabs == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("trimmingWhitespaceAndNewlines is Foundation's trimming of .whitespacesAndNewlines", arguments: samples)
    func whitespaceAndNewlines(text: String) {
        #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("the scalar classes are Foundation's character sets, scalar for scalar")
    func everyScalar() {
        let scalars = (0..<0x11_0000).compactMap(Unicode.Scalar.init)
        let spaces = scalars.filter(\.isSpaceOrTab)
        let whitespace = scalars.filter(\.isWhitespaceOrNewline)

        #expect(spaces == scalars.filter(CharacterSet.whitespaces.contains))
        #expect(whitespace == scalars.filter(CharacterSet.whitespacesAndNewlines.contains))
    }

    @Test("a substring trims the same")
    func substring() {
        let text = "[  a category \t]"

        #expect(text.dropFirst().dropLast().trimmingSpacesAndTabs == "a category")
    }

    @Test("trimming by a predicate removes only the scalars it accepts, at the ends")
    func predicate() {
        #expect("\"'quoted\"'".trimming { $0 == "\"" || $0 == "'" } == "quoted")
        #expect("\"\"".trimming { $0 == "\"" } == "")
        #expect("a\"b".trimming { $0 == "\"" } == "a\"b")
    }

    @Test(
        "replacingEvery is Foundation's replacingOccurrences for the targets the app uses",
        arguments: [
            ("say \"hi\" \"\"", "\"", "\"\""), ("a]b]]", "]", ")"), ("windows_1251", "_", "-"),
            ("it's", "'", "'\\''"), ("a\\b", "\\", "\\\\"), ("a:b", ":", "\\:"), ("&amp;amp;", "&amp;", "&"),
            ("no match", "&quot;", "\""), ("", "x", "y"), ("ééé", "é", "e"), ("aaa", "aa", "b"),
        ])
    func replacing(text: String, target: String, replacement: String) {
        #expect(
            text.replacingEvery(target, with: replacement)
                == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test("replacingEvery finds a quote a combining mark follows, which character comparison would not")
    func replacingBeforeCombiningMark() {
        #expect("\"\u{301}".replacingEvery("\"", with: "\"\"") == "\"\"\u{301}")
    }

    @Test("an empty target replaces nothing")
    func emptyTarget() {
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }
}
