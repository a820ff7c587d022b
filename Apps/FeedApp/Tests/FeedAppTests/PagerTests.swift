import Foundation
import Testing

@testable import FeedApp

@Suite("The pager long output goes through")
final class PagerTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("FEED_PAGER first, then PAGER, then less when installed; LESS=FRX only when the person has no LESS")
    func chosen_followsGitsOrder() {
        let installed: (String) -> Bool = { $0 == "less" }

        #expect(
            PagerCommand.chosen(by: ["FEED_PAGER": "most", "PAGER": "more"], isInstalled: installed)?.command == "most")
        #expect(PagerCommand.chosen(by: ["PAGER": "more"], isInstalled: installed)?.command == "more")
        #expect(PagerCommand.chosen(by: [:], isInstalled: installed)?.command == "less")
        #expect(PagerCommand.chosen(by: [:], isInstalled: { _ in false }) == nil)
        #expect(PagerCommand.chosen(by: [:], isInstalled: installed)?.variables["LESS"] == "FRX")
        #expect(PagerCommand.chosen(by: ["LESS": "-S"], isInstalled: installed)?.variables["LESS"] == "-S")
    }

    @Test("an empty FEED_PAGER turns paging off, even with a PAGER; an empty PAGER or cat means none")
    func chosen_emptyOrCat_meansNoPager() {
        #expect(PagerCommand.chosen(by: ["FEED_PAGER": "", "PAGER": "more"], isInstalled: { _ in true }) == nil)
        #expect(PagerCommand.chosen(by: ["PAGER": " "], isInstalled: { _ in true }) == nil)
        #expect(PagerCommand.chosen(by: ["PAGER": "cat"], isInstalled: { _ in true }) == nil)
    }

    @Test("output longer than the screen goes through the pager, in one piece, and not to the terminal")
    func longOutput_goesThroughThePager() throws {
        let (sut, terminal) = makeSUT(pager: "cat > '\(file("paged").path)'", rows: 3)

        sut.write("one\ntwo\n")
        sut.write(TerminalSafeText(cleanedUTF8: Array("three\nfour\n".utf8)))
        sut.write("five\n")
        sut.finish()

        #expect(try String(contentsOf: file("paged"), encoding: .utf8) == "one\ntwo\nthree\nfour\nfive\n")
        #expect(terminal.output.isEmpty)
    }

    @Test("output that fits the screen is written to the terminal, and no pager is started")
    func shortOutput_isWrittenPlainly() {
        let (sut, terminal) = makeSUT(pager: "cat > '\(file("paged").path)'", rows: 10)

        sut.write("one\ntwo\n")
        sut.finish()

        #expect(terminal.output == "one\ntwo\n")
        #expect(!FileManager.default.fileExists(atPath: file("paged").path))
    }

    @Test("with the terminal's height unknown, output goes through the pager")
    func unknownHeight_pages() throws {
        let (sut, terminal) = makeSUT(pager: "cat > '\(file("paged").path)'", rows: nil)

        sut.write("one\n")
        sut.finish()

        #expect(try String(contentsOf: file("paged"), encoding: .utf8) == "one\n")
        #expect(terminal.output.isEmpty)
    }

    @Test(
        "a pager that is missing or fails leaves the whole output written plainly",
        arguments: [
            "a-pager-that-is-not-installed", "exit 3", "head -c 3 >/dev/null; exit 1",
        ])
    func failingPager_fallsBackToPlainOutput(command: String) {
        let (sut, terminal) = makeSUT(pager: command, rows: 1)
        let text = String(repeating: "a line of the article\n", count: 5_000)

        sut.write(text)
        sut.write("the end\n")
        sut.finish()

        #expect(terminal.output == text + "the end\n")
    }

    @Test("a pager quit early drops the rest quietly: no error, nothing more on the terminal")
    func pagerQuitEarly_dropsTheRest() throws {
        let (sut, terminal) = makeSUT(pager: "head -c 5 > '\(file("paged").path)'", rows: 1)

        for _ in 0..<2_000 { sut.write(String(repeating: "x", count: 100) + "\n") }
        sut.finish()

        #expect(try String(contentsOf: file("paged"), encoding: .utf8) == "xxxxx")
        #expect(terminal.output.isEmpty && terminal.errors.isEmpty)
    }

    @Test("the status line is not drawn over the pager")
    func status_isHiddenWhilePaging() {
        let (sut, terminal) = makeSUT(pager: "cat >/dev/null", rows: 1)

        sut.showStatus("before")
        sut.write("one\ntwo\n")
        sut.showStatus("while paging")
        sut.finish()

        #expect(terminal.errors == "\rbefore")
    }

    // MARK: - Helpers

    private func makeSUT(pager command: String, rows: Int?) -> (PagingConsole, ConsoleSpy) {
        let terminal = ConsoleSpy(width: 80, outputIsTerminal: true)
        let pager = PagerCommand(command: command, variables: ProcessInfo.processInfo.environment)
        return (PagingConsole(wrapping: terminal, pager: pager, rows: rows), terminal)
    }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
