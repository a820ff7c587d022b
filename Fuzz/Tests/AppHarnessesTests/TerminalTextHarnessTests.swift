import AppHarnesses
import Foundation
import FuzzSupport
import Testing

@Suite("The terminal text harness")
struct TerminalTextHarnessTests {
    @Test("every seed is cleaned and keeps the harness's promises")
    func seeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/terminal-text")
        let seeds = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)

        #expect(!seeds.isEmpty)
        for seed in seeds {
            #expect(TerminalTextHarness.outcome(of: try Data(contentsOf: seed)).isAccepted, "\(seed.lastPathComponent)")
        }
    }

    @Test("says how many scalars it dropped")
    func dropped() {
        #expect(TerminalTextHarness.outcome(of: Data("a\u{1B}[0m\u{202E}b".utf8)) == .accepted(summary: "dropped 2"))
    }
}
