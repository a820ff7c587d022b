import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore's full-text index in scripts written without spaces")
final class SQLiteSearchIndexScriptTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("a cache indexed word by word (version 6) is indexed again, so words inside its runs are found")
    func search_inAVersion6Cache_findsWordsInsideRuns() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SQLiteFeedStoreMigrationTests.fixture("feeds-v6.sqlite"), to: directory.file("feeds.sqlite"))
        let sut = makeSUT()

        #expect(try await search(sut, "図書館").map(\.id) == ["v6-a"])
        #expect(try await search(sut, "harbour").map(\.id) == ["v6-b"])
    }

    @Test("matches side by side, of one character repeated, are each marked and the text kept whole")
    func search_ofTouchingMatches_marksEachAndKeepsTheText() async throws {
        let sut = makeSUT()
        let title = "ははは、東京都"
        try await sut.insert(
            Feed(items: [FeedItem(id: "a", title: title)]), validators: nil, savedAt: anyDate(), for: anyURL())

        let laugh = try #require(try await search(sut, "はは").first?.snippet)
        let city = try #require(try await search(sut, "東京 京都").first?.snippet)

        #expect(laugh.text == title && city.text == title)
        #expect(laugh.runs.filter(\.isMatch).map(\.text).joined() == "ははは")
        #expect(city.runs.filter(\.isMatch).map(\.text).joined() == "東京都")
    }

    @Test("a cache opened read-only (a disk that refuses writes) is searched inside runs too")
    func search_inAReadOnlyCache_findsWordsInsideRuns() async throws {
        try await makeSUT().insert(
            Feed(items: [FeedItem(id: "a", title: "新しい図書館")]), validators: nil, savedAt: anyDate(), for: anyURL())
        let sut = SQLiteFeedStore(
            fileURL: directory.file("feeds.sqlite"), faults: .failing(at: .openingForWriting, with: POSIXError(.EROFS)))

        #expect(try await search(sut, "図書館").map(\.id) == ["a"])
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }

    private func search(_ sut: SQLiteFeedStore, _ text: String) async throws -> [SearchResult] {
        try await sut.search(try #require(SearchQuery(text: text)))
    }
}
