import CSQLite
import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore's full-text index")
final class SQLiteSearchIndexTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("an index whose trigger another tool removed is rebuilt on opening, and follows saves again")
    func open_rebuildsAnIndexMissingATrigger() async throws {
        try await makeSUT().insert(makeFeed(title: "Old", items: 2), validators: nil, savedAt: anyDate(), for: anyURL())
        // Another tool cannot drop the index itself: FTS5 needs feed's tokenizer for that.
        try execute("DROP TRIGGER item_search_delete; DELETE FROM items WHERE item_id = 'Old-1';")
        let sut = makeSUT()

        try await sut.insert(makeFeed(title: "New", items: 1), validators: nil, savedAt: anyDate(), for: anyURL("new"))

        let found = try await search(sut, "title")
        try await sut.insert(makeFeed(title: "Later", items: 1), validators: nil, savedAt: anyDate(), for: anyURL("l"))

        #expect(Set(found.map(\.id)) == ["Old-0", "New-0"])
        #expect(try await search(sut, "later").map(\.id) == ["Later-0"])
    }

    @Test("an item added, changed, listed twice or dropped by saves is found by what its row says, once")
    func insert_newChangedRepeatedAndDroppedItems_keepTheIndexWhole() async throws {
        let sut = makeSUT()
        let kept = FeedItem(id: "kept", title: "Lantern")
        try await sut.insert(
            Feed(items: [kept, FeedItem(id: "gone", title: "Harbour")]), validators: nil, savedAt: anyDate(),
            for: anyURL())

        let twice = [FeedItem(id: "twice", title: "Meadow first"), FeedItem(id: "twice", title: "Meadow last")]
        try await sut.insert(
            Feed(items: [FeedItem(id: "kept", title: "Beacon")] + twice), validators: nil, savedAt: anyDate(),
            for: anyURL())

        #expect(try await search(sut, "beacon").map(\.id) == ["kept"])
        #expect(try await search(sut, "lantern").isEmpty)
        #expect(try await search(sut, "harbour").isEmpty)
        #expect(try await search(sut, "meadow").map(\.title) == ["Meadow last"])
        #expect(try indexIsConsistent())
    }

    @Test("a cache whose index was kept by an insert trigger (version 5) keeps finding old and new items once")
    func insert_intoAVersion5Cache_indexesEachNewItemOnce() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SQLiteFeedStoreMigrationTests.fixture("feeds-v5.sqlite"), to: directory.file("feeds.sqlite"))
        let sut = makeSUT()
        let url = try #require(URL(string: "http://127.0.0.1:8931/v5.xml"))
        #expect(try await search(sut, "lantern").map(\.id) == ["v5-a"])

        let items = [FeedItem(id: "v5-a", title: "Lantern notes"), FeedItem(id: "v5-c", title: "Lantern again")]
        try await sut.insert(Feed(items: items), validators: nil, savedAt: anyDate(), for: url)

        #expect(try await search(sut, "lantern").map(\.id).sorted() == ["v5-a", "v5-c"])
        #expect(try await search(sut, "harbour").isEmpty)
        #expect(try indexIsConsistent())
    }

    @Test("Debian's SQLite has FTS5: the index answers with a highlighted snippet")
    func search_marksTheMatchInTheSnippet() async throws {
        let sut = makeSUT()
        let item = FeedItem(id: "a", title: "Notes", summary: "Plenty of words before the garden and after it")
        try await sut.insert(Feed(items: [item]), validators: nil, savedAt: anyDate(), for: anyURL())

        let snippet = try await search(sut, "garden").first?.snippet

        #expect(snippet?.runs.filter(\.isMatch).map(\.text) == ["garden"])
        #expect(snippet?.text == item.summary)
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }

    private func search(_ sut: SQLiteFeedStore, _ text: String) async throws -> [SearchResult] {
        try await sut.search(try #require(SearchQuery(text: text)))
    }

    /// Whether the index holds each item once and nothing else, read from its own tables by another connection
    /// (FTS5's own 'integrity-check' needs feed's tokenizer, which no other connection has).
    private func indexIsConsistent() throws -> Bool {
        try count("items") == count("item_search_docsize")
            && count("items JOIN item_search_docsize ON item_search_docsize.id = items.ref") == count("items")
    }

    /// The rows of `table`, read by another connection.
    private func count(_ table: String) throws -> Int {
        var count = -1
        try withDatabase { handle in
            var statement: OpaquePointer?
            sqlite3_prepare_v2(handle, "SELECT count(*) FROM \(table)", -1, &statement, nil)
            defer { sqlite3_finalize(statement) }
            if sqlite3_step(statement) == SQLITE_ROW { count = Int(sqlite3_column_int64(statement, 0)) }
        }
        return count
    }

    private func execute(_ sql: String) throws {
        try withDatabase { handle in #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK) }
    }

    /// Another connection to the store's file, as another tool would open it.
    private func withDatabase(_ body: (OpaquePointer?) throws -> Void) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        try #require(sqlite3_open(directory.file("feeds.sqlite").path, &handle) == SQLITE_OK)
        try body(handle)
    }
}
