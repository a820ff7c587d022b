import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("Colours: titles, new items, warnings and errors, on a terminal only")
struct ColorTests {
    @Test("auto colours a terminal unless NO_COLOR is set, to any value; always and never win over both")
    func choice() {
        #expect(ColorChoice.auto.colors(terminal: true, variables: [:]))
        #expect(!ColorChoice.auto.colors(terminal: false, variables: [:]))
        #expect(!ColorChoice.auto.colors(terminal: true, variables: ["NO_COLOR": ""]))
        #expect(!ColorChoice.auto.colors(terminal: true, variables: ["NO_COLOR": "1"]))
        #expect(ColorChoice.always.colors(terminal: false, variables: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.colors(terminal: true, variables: [:]))
    }

    @Test("a colouring console paints each line of a styled run and leaves plain runs as they are")
    func painting() {
        let spy = ConsoleSpy()
        let sut = ColoringConsole(wrapped: spy, colorsOutput: true, colorsErrors: false)

        sut.write([StyledText("Title", .feedTitle), StyledText("\n"), StyledText("a\nb", .warning)])
        sut.writeError([StyledText("failed", .error)])

        #expect(spy.output == "\u{1B}[1mTitle\u{1B}[0m\n\u{1B}[33ma\u{1B}[0m\n\u{1B}[33mb\u{1B}[0m")
        #expect(spy.errors == "failed")
    }

    @Test("each style has its own colour")
    func distinctCodes() {
        let codes = StyledText.Style.allCases.map(ColoringConsole.code(for:))

        #expect(Set(codes).count == codes.count)
    }

    @Test("the renderer styles the title, the origin line as a warning and new items' rows, each line painted")
    func rendererStyles() {
        let spy = ConsoleSpy()
        let model = FeedViewModel(
            title: "Example", originLine: "From the cache, saved 2 days ago.",
            items: [makeRow("1", title: "Old"), makeRow("2", title: "Fresh"), makeRow("3", title: "Also fresh")])
        let marks = [
            ItemMark(reference: 1, isNew: false, isRead: true), ItemMark(reference: 2, isNew: true, isRead: false),
            ItemMark(reference: 3, isNew: true, isRead: false),
        ]

        FeedTextRenderer(width: nil).write(
            model, marks: marks, to: ColoringConsole(wrapped: spy, colorsOutput: true, colorsErrors: false))

        #expect(
            spy.output.components(separatedBy: "\n") == [
                "\u{1B}[1mExample\u{1B}[0m",
                "\u{1B}[33m  From the cache, saved 2 days ago.\u{1B}[0m",
                "  1   Old  3 hours ago · example.org",
                "\u{1B}[32m  2 * Fresh  3 hours ago · example.org\u{1B}[0m",
                "\u{1B}[32m  3 * Also fresh  3 hours ago · example.org\u{1B}[0m",
                "", "",
            ])
    }

    @Test("without colour the renderer's text is written plain, in pieces that end at a line's end")
    func rendererPlain() {
        let spy = ConsoleSpy()
        let rows = (1...3_000).map { makeRow(String($0), title: "Item \($0)") }
        let model = FeedViewModel(title: "Example", originLine: nil, items: rows)

        FeedTextRenderer(width: nil).write(
            model, to: ColoringConsole(wrapped: spy, colorsOutput: false, colorsErrors: false))

        #expect(!spy.output.contains("\u{1B}"))
        #expect(spy.output.hasPrefix("Example\n  Item 1  3 hours ago · example.org\n"))
        #expect(spy.output.components(separatedBy: "\n").count == 3_000 + 3)
        #expect(spy.cleanedPieces.count > 1)
        let bytes = Array(spy.output.utf8)
        var end = 0
        for size in spy.cleanedPieces {
            end += size
            #expect(bytes[end - 1] == 0x0A)
        }
    }

    @Test("--color always colours a pipe, after the feed's own codes are cleaned away")
    func alwaysAfterCleaning() async {
        var services = StubServices()
        services.stub(anyURL(), with: .success(remote(makeFeed(title: "Evil\u{1B}[31m", items: []))))

        let (_, colored) = await runApp(["read", anyURL().absoluteString, "--color", "always"], services: services)
        let (_, plain) = await runApp(["read", anyURL().absoluteString], services: services)

        #expect(colored.output.hasPrefix("\u{1B}[1mEvil[31m\u{1B}[0m\n"))
        #expect(plain.output.hasPrefix("Evil[31m\n"))
    }

    @Test("on a terminal errors are red, and --color never keeps them plain")
    func terminalErrors() async {
        var services = StubServices()
        services.stub(anyURL(), with: .failure(.notAFeed(reason: "HTML")))
        let terminal = { ConsoleSpy(outputIsTerminal: true, errorIsTerminal: true) }

        let (_, colored) = await runApp(["read", anyURL().absoluteString], services: services, console: terminal())
        let (_, plain) = await runApp(
            ["read", anyURL().absoluteString, "--color", "never"], services: services, console: terminal())

        #expect(colored.errors.hasPrefix("\u{1B}[31mfeed: \(anyURL().absoluteString): "))
        #expect(!plain.errors.contains("\u{1B}[31m"))
    }

    @Test("--color takes auto, always or never")
    func wrongValue() async {
        let (code, console) = await runApp(["read", "--color", "sometimes"])

        #expect(code == .usage)
        #expect(console.errors.contains("auto, always or never"))
    }

    private func makeRow(_ id: String, title: String) -> FeedItemViewModel {
        FeedItemViewModel(
            id: id, title: title, summary: nil, source: "example.org", published: "3 hours ago", link: nil,
            imageURL: nil)
    }
}
