import CSQLite
import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore reads text another tool damaged")
final class SQLiteFeedStoreDamagedTextTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("bytes that are not UTF-8, a number or a blob where text belongs are read back as text, bad bytes replaced")
    func retrieve_ofDamagedText_deliversRepairedText() async throws {
        let sut = makeSUT()
        let item = FeedItem(
            id: "a", title: "title", summary: "summary", link: URL(string: "https://example.com/a"), author: "author")
        try await sut.insert(Feed(items: [item]), validators: nil, savedAt: anyDate(), for: anyURL())

        // The search index's triggers need feed's tokenizer, which another tool lacks: it drops them to write.
        try execute(
            """
            DROP TRIGGER item_search_update;
            UPDATE items SET title = CAST(X'41FF42E282' AS TEXT), summary = 42, author = X'C3A9', link = ''
            WHERE item_id = 'a'
            """)
        let read = try #require(try await sut.retrieve(for: anyURL())?.feed.items.first)

        #expect(read.title == "A\u{FFFD}B\u{FFFD}")
        #expect(read.summary == "42")
        #expect(read.author == "é")
        #expect(read.linkString == "")
        #expect(read.content == nil)
        let reopened = makeSUT()
        #expect(try await reopened.search(try #require(SearchQuery(text: "title"))).isEmpty, "the index was rebuilt")
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }

    /// Runs `sql` on another connection to the store's file, as another tool would.
    private func execute(_ sql: String) throws {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        try #require(sqlite3_open(directory.file("feeds.sqlite").path, &handle) == SQLITE_OK)
        #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK)
    }
}
