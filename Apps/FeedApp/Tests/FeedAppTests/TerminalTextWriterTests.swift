import Presentation
import Testing

@testable import FeedApp

@Suite("TerminalTextWriter: lines cleaned as they are copied, styled, handed out at line ends")
struct TerminalTextWriterTests {
    @Test(
        "the text written is the text given, cleaned as TerminalText cleans it",
        arguments: [
            "plain ASCII that runs past eight bytes",
            "tab\there and\tthere",
            "\u{1B}]0;pwned\u{07}title\u{1B}[31m red",
            "C1 \u{9B}31m and DEL \u{7F} and CR \r overwrite",
            "bidi \u{202E}reversed\u{202C} \u{2066}isolate\u{2069} \u{200E}mark\u{200F} \u{061C}arabic",
            "line\nbreaks\nkept",
            "日本語のタイトル 🎉 café — “quotes” · ünïcödé\u{2028}",
            "1234567\u{1B}", "12345678\u{1B}x", "\u{85}next line", "",
        ])
    func cleaning(_ text: String) {
        let (output, _) = written { $0.append(text) }

        #expect(output == TerminalText.cleaned(text))
    }

    @Test("a line's style covers its text, a run of lines of one style is one range, plain lines have none")
    func styles() {
        let (output, pieces) = written { writer in
            writer.append("Title")
            writer.endLine(.feedTitle)
            writer.append("new one")
            writer.endLine(.newItem)
            writer.append("new two")
            writer.endLine(.newItem)
            writer.append("old")
            writer.endLine()
            writer.endLine(.newItem)
        }

        #expect(output == "Title\nnew one\nnew two\nold\n\n")
        #expect(pieces.count == 1)
        #expect(
            pieces.first?.styledRanges == [
                .init(bytes: 0..<5, style: .feedTitle), .init(bytes: 6..<21, style: .newItem),
            ])
    }

    @Test("pieces end at a line's end, however long a line is, and each range is within its piece")
    func pieces() {
        let long = String(repeating: "long line ", count: 30_000)
        let (output, pieces) = written { writer in
            for index in 0..<10_000 {
                writer.append("row \(index)")
                writer.endLine(.newItem)
            }
            writer.append(long)
            writer.endLine(.newItem)
            writer.append("after")
            writer.endLine()
        }

        #expect(output.hasSuffix("\n" + long + "\nafter\n"))
        #expect(pieces.count > 2)
        for piece in pieces {
            #expect(piece.utf8.last == 0x0A)
            #expect(piece.styledRanges.allSatisfy { $0.bytes.upperBound < piece.utf8.count })
            #expect(piece.styledRanges.allSatisfy { piece.utf8[$0.bytes.upperBound] == 0x0A })
        }
    }

    // MARK: - Helpers

    private func written(_ body: (inout TerminalTextWriter) -> Void) -> (String, [TerminalSafeText]) {
        var pieces: [TerminalSafeText] = []
        var writer = TerminalTextWriter { pieces.append($0) }
        body(&writer)
        writer.flush()
        return (pieces.map { String(decoding: $0.utf8, as: UTF8.self) }.joined(), pieces)
    }
}
