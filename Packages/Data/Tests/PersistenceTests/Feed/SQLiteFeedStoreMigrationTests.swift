import Domain
import Foundation
import Persistence
import Search
import Testing

@Suite("SQLiteFeedStore opens caches written by earlier versions")
final class SQLiteFeedStoreMigrationTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("a cache of JSON payloads is migrated to rows with every feed, item, date and validator")
    func retrieve_fromAJSONPayloadCache_deliversEveryFeedAsSaved() async throws {
        let sut = try makeSUT(copying: "feeds-json-payload.sqlite")

        let fixture = try await sut.retrieve(for: fixtureURL)
        let other = try await sut.retrieve(for: otherURL)

        #expect(fixture?.feed == Self.fixtureFeed)
        #expect(fixture?.savedAt == Date(timeIntervalSince1970: 1_767_400_000))
        #expect(
            fixture?.validators
                == CacheValidators(etag: "\"fixture-v1\"", lastModified: "Thu, 01 Jan 2026 10:00:00 GMT"))
        #expect(other?.feed == Feed(title: "Second Fixture", items: [FeedItem(id: "other-1", title: "Other item")]))
        #expect(other?.validators == nil)
        #expect(try await sut.entries().map(\.itemCount).sorted() == [1, 3])
    }

    @Test("migrated items are unread and first seen when their feed was saved")
    func readStates_afterMigration_areUnreadAndFirstSeenAtTheSave() async throws {
        let sut = try makeSUT(copying: "feeds-json-payload.sqlite")

        let states = try await sut.readStates(in: fixtureURL)

        #expect(states.keys.sorted() == ["fixture-1", "fixture-2", "fixture-3"])
        #expect(states.values.allSatisfy { !$0.isRead && $0.firstSeen == Date(timeIntervalSince1970: 1_767_400_000) })
    }

    @Test("after the migration a save keeps the migrated items' references and read state")
    func insert_afterMigration_keepsReferencesAndReadState() async throws {
        let sut = try makeSUT(copying: "feeds-json-payload.sqlite")
        _ = try await sut.markRead(itemID: "fixture-2", in: fixtureURL, at: Date(timeIntervalSince1970: 1_767_500_000))
        let before = try await sut.readStates(in: fixtureURL)

        try await sut.insert(Self.fixtureFeed, validators: nil, savedAt: Date(), for: fixtureURL)

        #expect(try await sut.readStates(in: fixtureURL) == before)
        #expect(before["fixture-2"]?.isRead == true)
    }

    @Test("a cache from before the search index is indexed when it is first opened")
    func search_afterMigration_findsTheItemsCachedBefore() async throws {
        let sut = try makeSUT(copying: "feeds-json-payload.sqlite")

        let found = try await sut.search(try #require(SearchQuery(text: "fixture item")))

        #expect(Set(found.map(\.id)) == ["fixture-1", "fixture-2", "fixture-3"])
    }

    @Test("a cache of the version before item content keeps its items, none with content until saved again")
    func retrieve_fromAVersion3Cache_keepsItsItemsWithoutContent() async throws {
        let sut = try makeSUT(copying: "feeds-v3.sqlite")
        let url = try #require(URL(string: "http://127.0.0.1:8931/feed.xml"))

        let items = try #require(try await sut.retrieve(for: url)).feed.items

        #expect(items.map(\.id) == ["v3-1", "v3-2"])
        #expect(items.map(\.summary) == ["A summary saved before content.", "Another summary."])
        #expect(items.map(\.content) == [nil, nil])
        let withContent = FeedItem(id: "v3-1", summary: "Short", content: "One\n\nTwo")
        try await sut.insert(Feed(items: [withContent]), validators: nil, savedAt: Date(), for: url)
        #expect(try await sut.retrieve(for: url)?.feed.items == [withContent])
    }

    @Test("a cache of the version before the feed-order index keeps its items in feed order, also after a save")
    func retrieve_fromAVersion4Cache_deliversItsItemsInFeedOrder() async throws {
        // Saved twice, so the feed's order (position) is not the order the items were first stored in (ref).
        let sut = try makeSUT(copying: "feeds-v4.sqlite")
        let url = try #require(URL(string: "http://127.0.0.1:8931/v4.xml"))

        let items = try #require(try await sut.retrieve(for: url)).feed.items

        #expect(items.map(\.id) == ["v4-b", "v4-c", "v4-a"])
        #expect(items.map(\.content) == ["Body three", "Body one", nil])
        let states = try await sut.readStates(in: url)
        #expect(["v4-c", "v4-a", "v4-b"].compactMap { states[$0]?.reference } == [1, 2, 3])
        try await sut.insert(Feed(items: Array(items.reversed())), validators: nil, savedAt: Date(), for: url)
        #expect(try await sut.retrieve(for: url)?.feed.items.map(\.id) == ["v4-a", "v4-c", "v4-b"])
    }

    @Test("a cache from before feeds were marked shown counts each shown when it was saved, so none turns new")
    func lastShown_afterMigration_isTheSaveOfEachFeed() async throws {
        let sut = try makeSUT(copying: "feeds-v6.sqlite")
        let url = try #require(URL(string: "http://127.0.0.1:8931/v6.xml"))

        let retrieved = try #require(try await sut.retrieve(for: url))

        #expect(retrieved.lastShown == retrieved.savedAt)
    }

    @Test("a cache of 4 KiB pages keeps them, and its items, through a save")
    func insert_intoACacheOf4KiBPages_keepsItsPageSize() async throws {
        let sut = try makeSUT(copying: "feeds-v4.sqlite")
        let url = try #require(URL(string: "http://127.0.0.1:8931/v4.xml"))
        let feed = Feed(items: [FeedItem(id: "v4-a"), FeedItem(id: "new")])

        try await sut.insert(feed, validators: nil, savedAt: Date(), for: url)

        #expect(try await sut.retrieve(for: url)?.feed == feed)
        #expect(try pageSize(of: directory.file("feeds.sqlite")) == 4_096)
    }

    @Test("a cache from a newer version is reported and left untouched")
    func open_aCacheOfANewerVersion_reportsItAndLeavesItUntouched() async throws {
        let path = directory.file("feeds.sqlite")
        let source = try Data(contentsOf: Self.fixture("feeds-json-payload.sqlite"))
        var newer = source
        newer.replaceSubrange(60..<64, with: [0, 0, 0, 99])
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try newer.write(to: path)

        await expectCacheUnavailable(mentioning: ["schema version 99", "update feed", path.path]) {
            _ = try await SQLiteFeedStore(fileURL: path).retrieve(for: self.fixtureURL)
        }

        #expect(try Data(contentsOf: path) == newer)
    }

    // MARK: - Helpers

    private let fixtureURL = URL(string: "http://127.0.0.1:9/fixture.xml") ?? URL(fileURLWithPath: "/")
    private let otherURL = URL(string: "http://127.0.0.1:9/other.xml") ?? URL(fileURLWithPath: "/")

    /// What the fixture's first feed held when the store of the time saved it.
    static let fixtureFeed = Feed(
        title: "Fixture Feed", link: URL(string: "https://fixture.example.org/"),
        items: [
            FeedItem(
                id: "fixture-1", title: "Fixture item one", summary: "The first item's summary.",
                link: URL(string: "https://fixture.example.org/1"),
                imageURL: URL(string: "https://fixture.example.org/1.png"), author: "Ada Lovelace",
                published: Date(timeIntervalSince1970: 1_767_261_600)),
            FeedItem(
                id: "fixture-2", title: "Fixture item two — ünïcødé ✓",
                summary: "Second summary, with <b>no</b> markup left.",
                link: URL(string: "https://fixture.example.org/2"),
                author: "Grace Hopper", published: Date(timeIntervalSince1970: 1_767_348_000)),
            FeedItem(id: "fixture-3", title: "Fixture item three"),
        ])

    /// The page size a database file's header gives (bytes 16-17, big-endian; 1 means 65,536).
    private func pageSize(of file: URL) throws -> Int {
        let header = try Data(contentsOf: file).prefix(18)
        let size = Int(header[16]) << 8 | Int(header[17])
        return size == 1 ? 65_536 : size
    }

    /// A fixture database, found beside this file.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// A store on a copy of the fixture `name`, so the committed file is never changed.
    private func makeSUT(copying name: String) throws -> SQLiteFeedStore {
        let path = directory.file("feeds.sqlite")
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture(name), to: path)
        return SQLiteFeedStore(fileURL: path)
    }
}
