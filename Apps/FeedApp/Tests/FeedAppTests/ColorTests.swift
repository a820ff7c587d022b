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

    @Test("the renderer's runs are its text: the title, the origin line as a warning, new items' rows")
    func rendererRuns() {
        let sut = FeedTextRenderer(width: 80)
        let model = FeedViewModel(
            title: "Example", originLine: "From the cache, saved 2 days ago.",
            items: [makeRow("1", title: "Old"), makeRow("2", title: "Fresh")])
        let marks = [
            ItemMark(reference: 1, isNew: false, isRead: true), ItemMark(reference: 2, isNew: true, isRead: false),
        ]

        let runs = sut.runs(model, marks: marks)

        #expect(runs.map(\.text).joined() == sut.render(model, marks: marks))
        #expect(runs.first == StyledText("Example", .feedTitle))
        #expect(runs.contains(StyledText("  From the cache, saved 2 days ago.", .warning)))
        let styledRows = runs.filter { $0.text.contains("Fresh") || $0.text.contains("Old") }
        #expect(styledRows.map(\.style) == [nil, .newItem])
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
