import Presentation
import Testing

@Suite("Cleaning text before it reaches a terminal")
struct TerminalTextTests {
    @Test(
        "drops every control and bidi control, keeping the text and its line breaks",
        arguments: [
            ("Title\u{1B}]0;pwned\u{7}", "Title]0;pwned"),
            ("\u{1B}[2J\u{1B}[31mred\u{1B}[0m", "[2J[31mred[0m"),
            ("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "]8;;https://evil.example\\link]8;;\\"),
            ("C1 \u{9B}31m", "C1 31m"),
            ("over\rwrite", "overwrite"),
            ("abc\u{202E}fed\u{202C} \u{2066}x\u{2069} \u{200F}", "abcfed x "),
            ("two\nlines\ttabbed", "two\nlines tabbed"),
            ("DEL\u{7F}", "DEL"),
        ])
    func cleans(text: String, expected: String) {
        #expect(TerminalText.cleaned(text) == expected)
    }

    @Test("the scalars cleaned are exactly the controls but the line feed, and the bidi controls, of all Unicode")
    func cleanedScalarsAreUnicodes() {
        let mismatches = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let properties = scalar.properties
            let named = scalar != "\n" && (properties.generalCategory == .control || properties.isBidiControl)
            return TerminalText.needsCleaning(scalar) != named
        }

        #expect(mismatches.isEmpty)
    }

    @Test("drops just the scalars it names (a tab becomes a space) from every scalar to U+FFFF and a sample beyond")
    func cleanedTextKeepsEveryOtherScalar() {
        // Every scalar it drops is below U+FFFF; past it, a sample of the four-byte encodings.
        let values = Array(0...0xFFFF) + Array(stride(from: 0x10000, through: 0x10FFFF, by: 251))
        let scalars = values.compactMap(Unicode.Scalar.init)
        var expected = String.UnicodeScalarView()
        for scalar in scalars where scalar == "\t" || !TerminalText.needsCleaning(scalar) {
            expected.append(scalar == "\t" ? " " : scalar)
        }

        let cleaned = TerminalText.cleaned(String(String.UnicodeScalarView(scalars)))

        #expect(cleaned.utf8.elementsEqual(String(expected).utf8))
    }

    @Test("names the byte length of each scalar that needs cleaning, at its first byte only, of every scalar")
    func controlLengthsMatchTheScalarsCleaned() {
        var mismatches: [Unicode.Scalar] = []
        for scalar in (0...0x10FFFF).compactMap(Unicode.Scalar.init) {
            var text = String(scalar)
            let lengths = text.withUTF8 { bytes in bytes.indices.map { TerminalText.controlLength(in: bytes, at: $0) } }
            let expected =
                [TerminalText.needsCleaning(scalar) ? lengths.count : nil]
                + repeatElement(nil, count: lengths.count - 1)
            if lengths != expected { mismatches.append(scalar) }
        }

        #expect(mismatches.isEmpty)
    }

    @Test("leaves ordinary text in every script alone, emoji and joiners included")
    func keepsText() {
        let text = "東京 🚀 مرحبا 👩‍💻 café\nnext line"

        #expect(TerminalText.cleaned(text) == text)
    }
}
