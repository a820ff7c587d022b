import DI
import Domain
import DomainTestSupport
import Foundation
import Search
import Synchronization
import Testing

@testable import FeedApp

@Suite("feed search")
struct SearchCommandTests {
    @Test("prints each result's title, then its feed, then its snippet on one line")
    func printsResults() async {
        let index = ItemIndexSpy(results: [Self.result])

        let (code, console) = await runApp(["search", "actors"], extra: [index.assembly])

        #expect(code == .success)
        #expect(
            console.output == """
                Swift actors
                  Blog · https://example.org/feed.xml
                  Isolation with actors, explained

                """)
    }

    @Test("in colour, the feed's title is bold and the matched words are in reverse video")
    func colours() async {
        let index = ItemIndexSpy(results: [Self.result])

        let (_, console) = await runApp(["search", "actors", "--color", "always"], extra: [index.assembly])

        #expect(console.output.contains("  \u{1B}[1mBlog\u{1B}[0m · https://example.org/feed.xml\n"))
        #expect(console.output.contains("  Isolation with \u{1B}[7mactors\u{1B}[0m, explained\n"))
    }

    @Test("cleans the feed's text of controls before colouring, so only the app's codes reach the terminal")
    func cleansBeforeHighlighting() async {
        let snippet = SearchSnippet(runs: [
            .init("\u{1B}]0;owned\u{7}Text ", isMatch: false), .init("wor\u{1B}[2Jd", isMatch: true),
        ])
        let index = ItemIndexSpy(results: [Self.result(snippet: snippet)])

        let (_, console) = await runApp(["search", "word", "--color", "always"], extra: [index.assembly])

        #expect(console.output.contains("]0;ownedText \u{1B}[7mwor[2Jd\u{1B}[0m"))
        let withoutOurCodes = ["\u{1B}[7m", "\u{1B}[1m", "\u{1B}[0m"].reduce(console.output) {
            $0.replacingOccurrences(of: $1, with: "")
        }
        #expect(!withoutOurCodes.contains("\u{1B}") && !withoutOurCodes.contains("\u{7}"))
    }

    @Test("in a pipe, prints whole lines without highlighting")
    func pipe() async {
        let long = String(repeating: "long ", count: 40)
        let result = Self.result(title: long, snippet: SearchSnippet(runs: [.init(long, isMatch: true)]))

        let (_, console) = await runApp(
            ["search", "long"], extra: [ItemIndexSpy(results: [result]).assembly], console: ConsoleSpy(width: nil))

        #expect(console.output.hasPrefix(long + "\n"))
        #expect(console.output.contains("  " + long + "\n") && !console.output.contains("\u{1B}"))
    }

    @Test("asks for every word typed, in the feed --feed names")
    func narrowsToOneFeed() async {
        let index = ItemIndexSpy(results: [])

        _ = await runApp(["search", "swift actors", "--feed", anyURL().absoluteString], extra: [index.assembly])

        #expect(index.queries.map(\.terms) == [["swift", "actors"]])
        #expect(index.queries.map(\.feedURL) == [anyURL()])
    }

    @Test("--json prints one document with every result's fields, snippets without highlighting")
    func json() async throws {
        let (code, console) = await runApp(
            ["search", "actors", "--json"], extra: [ItemIndexSpy(results: [Self.result]).assembly])

        #expect(code == .success)
        let document =
            try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: [[String: String]]]
        #expect(
            document?["results"] == [
                [
                    "url": "https://example.org/feed.xml", "feedTitle": "Blog", "id": "a", "title": "Swift actors",
                    "link": "https://example.org/a", "snippet": "Isolation with actors, explained",
                    "published": "2025-06-15T15:06:40Z",
                ]
            ])
    }

    @Test("says so when nothing matches; --json gives an empty list")
    func nothingFound() async {
        let (_, text) = await runApp(["search", "zebra"], extra: [ItemIndexSpy(results: []).assembly])
        let (_, json) = await runApp(["search", "zebra", "--json"], extra: [ItemIndexSpy(results: []).assembly])

        #expect(text.output == "No cached item holds every word of \"zebra\".\n")
        #expect(json.output == "{\n  \"results\" : [\n\n  ]\n}\n")
    }

    @Test("a query without a word is a usage error, and searches nothing")
    func noWords() async {
        let index = ItemIndexSpy(results: [])

        let (code, console) = await runApp(["search", "  "], extra: [index.assembly])

        #expect(code == .usage)
        #expect(console.errors.contains("feed search needs a word to search for"))
        #expect(index.queries.isEmpty)
    }

    @Test("an index that cannot be read fails with the cache's error")
    func failure() async {
        let index = ItemIndexSpy(error: .cache(.unavailable(reason: "the disk is gone")))

        let (code, console) = await runApp(["search", "swift"], extra: [index.assembly])

        #expect(code == .failure)
        #expect(
            console.errors.contains("the cache could not be searched") && console.errors.contains("the disk is gone"))
    }

    // MARK: - Helpers

    private static let result = result()

    private static func result(
        title: String = "Swift actors",
        snippet: SearchSnippet = SearchSnippet(runs: [
            .init("Isolation with ", isMatch: false), .init("actors", isMatch: true),
            .init(", explained", isMatch: false),
        ])
    ) -> SearchResult {
        SearchResult(
            feedURL: anyURL(), feedTitle: "Blog", id: "a", title: title, link: URL(string: "https://example.org/a"),
            published: Date(timeIntervalSince1970: 1_750_000_000), snippet: snippet)
    }
}

/// Records each query and answers with fixed results or a fixed error.
private final class ItemIndexSpy: ItemSearching {
    private let received = Mutex<[SearchQuery]>([])
    private let answer: Result<[SearchResult], SearchError>

    init(results: [SearchResult]) { answer = .success(results) }
    init(error: SearchError) { answer = .failure(error) }

    var queries: [SearchQuery] { received.withLock { $0 } }

    /// Registers this spy as the app's index.
    var assembly: any ServiceAssembly { Registering(index: self) }

    func search(_ query: SearchQuery) async throws -> [SearchResult] {
        received.withLock { $0.append(query) }
        return try answer.get()
    }

    private struct Registering: ServiceAssembly {
        let index: ItemIndexSpy
        func assemble(container: Container) {
            let index = index
            container.register((any ItemSearching).self, scope: .singleton) { _ in index }
        }
    }
}
