import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("A JSON string is JSONEncoder's, cleaned, wherever in the string the bytes that need care fall")
struct JSONStringTests {
    /// Scalars the writer escapes or drops, and scalars that share a first byte with those it drops.
    private static let special = [
        "\"", "\\", "\u{0}", "\u{1B}", "\n", "\t", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}",
        "é", "\u{600}", "\u{61C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2019}", "\u{202A}", "\u{202E}",
        "\u{2066}", "\u{2069}", "\u{206A}", "😀", "漢",
    ]

    @Test("a scalar that needs care at every offset from 0 to 16, followed by 0 to 9 plain bytes")
    func everyOffset() {
        var mismatches: [String] = []
        for scalar in Self.special {
            for offset in 0...16 {
                for tail in 0...9 {
                    let text = String(repeating: "a", count: offset) + scalar + String(repeating: "z", count: tail)
                    if written(text) != expected(text) { mismatches.append(text) }
                }
            }
        }

        #expect(mismatches.isEmpty)
    }

    @Test("plain strings of every length from 0 to 17 are copied whole")
    func plainLengths() {
        for length in 0...17 {
            let text = String("The quick brown fox jumps".prefix(length))

            #expect(written(text) == "\"" + text + "\"")
        }
    }

    @Test("multi-byte scalars split across an eight-byte boundary are kept or dropped whole")
    func splitScalars() {
        for scalar in ["\u{202E}", "\u{2019}", "😀", "\u{9B}", "\u{A0}", "\u{61C}", "👩‍👩‍👧"] {
            for offset in 5...8 {
                let text = String(repeating: "b", count: offset) + scalar + "cdefghijklmnop"

                #expect(written(text) == expected(text), "\(offset) bytes before \(scalar.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("C1 and bidi controls right after a clean run of eight or sixteen bytes are dropped")
    func controlsAfterCleanRun() {
        let run = "clean ok"
        for control in ["\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}", "\u{7F}"] {
            #expect(written(run + control + "x") == "\"" + run + "x\"")
            #expect(written(run + run + control) == "\"" + run + run + "\"")
        }
    }

    @Test("many scalars that need care in a row, with text between them, are all handled")
    func crowded() {
        let text = String(repeating: "\u{1B}[2J\u{9B}\"\\\u{202E}’é\t\u{7F}x", count: 9)

        #expect(written(text) == expected(text))
    }

    // MARK: - Helpers

    private func written(_ text: String) -> String {
        var pieces: [UInt8] = []
        var writer = JSONTextWriter { pieces += $0.utf8 }
        writer.string(text)
        writer.finish()
        return String(decoding: pieces.dropLast(), as: UTF8.self)
    }

    private func expected(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode([text])) ?? Data()
        return TerminalText.cleaned(String(String(decoding: data, as: UTF8.self).dropFirst().dropLast()))
    }
}
