import Domain
import DomainTestSupport
import Foundation
import Persistence
import Search
import Testing

/// The behaviours every feed store that is also a search index (`ItemSearching`) must show, as one list a
/// store's tests run against a fresh store each (see ``FeedStoreContract`` for how to adopt it).
public enum ItemSearchingContract {
    /// A store this contract checks.
    public typealias Store = FeedStore & ItemSearching

    /// Every behaviour, in the order a report lists them.
    public static let behaviours: [ContractBehaviour<any Store>] = [
        ContractBehaviour("finds items by a word of their title or of their text", findsByTitleAndText(on:)),
        ContractBehaviour("needs every term, and folds case and accents", needsEveryTerm(on:)),
        ContractBehaviour("ranks a match in the title above a match in the text only", ranksTitleFirst(on:)),
        ContractBehaviour("describes each result and marks the matched word in its snippet", describes(on:)),
        ContractBehaviour("narrows to one feed and gives at most the limit", narrows(on:)),
        ContractBehaviour("follows saves: dropped items are gone, changed ones found by new words", followsSaves(on:)),
        ContractBehaviour("follows deletes, prunes and clears", followsDeletes(on:)),
        ContractBehaviour("reads quotes, stars and operators as text, never as syntax", neverSyntax(on:)),
        ContractBehaviour(
            "finds words inside runs of Chinese, Japanese and Thai, down to two characters",
            findsInsideRunsWithoutSpaces(on:)),
        ContractBehaviour("keeps the words beside such runs, and Korean words, as written", keepsWordsBesideRuns(on:)),
        ContractBehaviour("ranks and marks a word found inside a run as any other", ranksAndMarksRuns(on:)),
    ]

    private static func findsByTitleAndText(on sut: any Store) async throws {
        try await save(["a": ("Swift actors", "On isolation"), "b": ("Kotlin", "Coroutines and actors")], in: sut)

        #expect(try await ids(sut, "swift") == ["a"])
        #expect(try await ids(sut, "coroutines") == ["b"])
        #expect(try await ids(sut, "python").isEmpty)
    }

    private static func needsEveryTerm(on sut: any Store) async throws {
        try await save(["a": ("Café culture", "Paris"), "b": ("Café prices", "Berlin")], in: sut)

        #expect(try await ids(sut, "CAFE paris") == ["a"])
        #expect(try await Set(ids(sut, "café")) == ["a", "b"])
    }

    private static func ranksTitleFirst(on sut: any Store) async throws {
        try await save(
            ["text": ("Weekly notes", "A long note that mentions gardens once"), "title": ("Gardens", "")], in: sut)

        #expect(try await ids(sut, "gardens") == ["title", "text"])
    }

    private static func describes(on sut: any Store) async throws {
        let item = FeedItem(
            id: "a", title: "Swift actors", summary: "Isolation explained", link: URL(string: "https://example.org/a"),
            published: anyDate(-60))
        try await sut.insert(Feed(title: "Blog", items: [item]), validators: nil, savedAt: anyDate(), for: anyURL())

        let result = try await sut.search(try query("actors")).first

        #expect(result?.feedURL == anyURL() && result?.feedTitle == "Blog" && result?.id == "a")
        #expect(result?.title == "Swift actors" && result?.link == item.link && result?.published == anyDate(-60))
        #expect(result?.snippet.runs.filter(\.isMatch).map(\.text) == ["actors"])
        #expect(result?.snippet.text.contains("Swift actors") == true)
    }

    private static func narrows(on sut: any Store) async throws {
        try await save(["a": ("Swift one", ""), "b": ("Swift two", "")], in: sut)
        try await save(["c": ("Swift three", "")], in: sut, url: anyURL("other"))

        #expect(try await Set(ids(sut, "swift", in: anyURL("other"))) == ["c"])
        #expect(try await sut.search(try query("swift", limit: 2)).count == 2)
    }

    private static func followsSaves(on sut: any Store) async throws {
        try await save(["a": ("Swift", "old text"), "b": ("Swift too", ""), "c": ("Kept", "as it was")], in: sut)

        try await save(["a": ("Rust", "new text"), "c": ("Kept", "as it was")], in: sut)

        #expect(try await ids(sut, "swift").isEmpty)
        #expect(try await ids(sut, "old").isEmpty)
        #expect(try await ids(sut, "rust") == ["a"])
        #expect(try await ids(sut, "new") == ["a"])
        #expect(try await ids(sut, "kept was") == ["c"])
    }

    private static func followsDeletes(on sut: any Store) async throws {
        try await save(["a": ("Swift", "")], in: sut, url: anyURL("one"), savedAt: anyDate(-100))
        try await save(["b": ("Swift", "")], in: sut, url: anyURL("two"))
        try await save(["c": ("Swift", "")], in: sut, url: anyURL("three"))

        try await sut.delete(for: anyURL("two"))
        _ = try await sut.recordShown([:], deletingSavedBefore: anyDate(-50))
        #expect(try await ids(sut, "swift") == ["c"])

        try await sut.deleteAll()
        #expect(try await ids(sut, "swift").isEmpty)
    }

    private static func neverSyntax(on sut: any Store) async throws {
        try await save(["a": ("Say \"hi\" OR bye", "a* b - c NEAR(d)")], in: sut)

        for text in ["\"hi", "a*", "OR", "NEAR(", "-", "\"\"\"", "title:x", "^a", "(", "*"] {
            _ = try await sut.search(try query(text))
        }
        #expect(try await ids(sut, "\"hi\" OR") == ["a"])
    }

    // MARK: - Helpers

    static func query(_ text: String, in feedURL: URL? = nil, limit: Int = 50) throws -> SearchQuery {
        try #require(SearchQuery(text: text, feedURL: feedURL, limit: limit))
    }

    static func ids(_ sut: any Store, _ text: String, in feedURL: URL? = nil) async throws -> [String] {
        try await sut.search(try query(text, in: feedURL)).map(\.id)
    }

    static func save(
        _ items: [String: (title: String, summary: String)], in sut: any Store, url: URL = anyURL(),
        savedAt: Date = anyDate()
    ) async throws {
        let feed = Feed(
            title: "Feed",
            items: items.sorted { $0.key < $1.key }.map {
                FeedItem(id: $0.key, title: $0.value.title, summary: $0.value.summary)
            })
        try await sut.insert(feed, validators: nil, savedAt: savedAt, for: url)
    }
}
