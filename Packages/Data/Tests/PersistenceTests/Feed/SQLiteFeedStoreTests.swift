import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore")
final class SQLiteFeedStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("honours the feed-store contract", arguments: FeedStoreContract.behaviours)
    func feedStoreContract(_ behaviour: ContractBehaviour<any FeedStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("honours the read-state contract", arguments: ReadStateStoreContract.behaviours)
    func readStateContract(_ behaviour: ContractBehaviour<any FeedStore & ReadStateStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("creating the store creates no file or folder")
    func init_createsNothingOnDisk() async throws {
        _ = makeSUT()

        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("a second instance on the same file sees what the first saved")
    func retrieve_deliversWhatAnotherInstanceSaved() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        #expect(try await makeSUT().retrieve(for: anyURL())?.feed == makeFeed())
    }

    @Test("the database runs in WAL mode, so readers never wait for a writer")
    func firstUse_switchesTheDatabaseToWALMode() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        let header = try Data(contentsOf: directory.file("feeds.sqlite")).prefix(20)
        #expect(header.count == 20 && header[18] == 2 && header[19] == 2, "file format bytes 18-19 are 2 in WAL mode")
    }

    @Test("a new database is made of 32 KiB pages, so saving many items takes few reads and writes")
    func firstUse_createsTheDatabaseWith32KiBPages() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        let header = try Data(contentsOf: directory.file("feeds.sqlite")).prefix(18)
        #expect(header.count == 18 && Int(header[16]) << 8 | Int(header[17]) == 32_768, "bytes 16-17: the page size")
    }

    @Test("honours the search contract", arguments: ItemSearchingContract.behaviours)
    func searchContract(_ behaviour: ContractBehaviour<any FeedStore & ItemSearching>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("a save stores every changed field of a kept item, leaves unchanged items as they were, keeps references")
    func insert_changingOneFieldOfEachItem_storesEachChangeAndKeepsReferences() async throws {
        let sut = makeSUT()
        let url = anyURL()
        func item(
            _ id: String, title: String? = "Title", summary: String? = "Summary", content: String? = "Content",
            link: String? = "https://a.example/1", image: String? = "https://a.example/1.png",
            author: String? = "Ada", published: Date? = anyDate()
        ) -> FeedItem {
            FeedItem(
                id: id, title: title, summary: summary, content: content, link: link.flatMap(URL.init(string:)),
                imageURL: image.flatMap(URL.init(string:)), author: author, published: published)
        }
        let ids = ["same", "title", "summary", "content", "link", "image", "author", "published", "cleared"]
        try await sut.insert(Feed(items: ids.map { item($0) }), validators: nil, savedAt: anyDate(), for: url)
        let references = try await sut.readStates(in: url).mapValues(\.reference)

        let changed = [
            item("same"), item("title", title: "New title"), item("summary", summary: "New"),
            item("content", content: "New content"), item("link", link: "https://b.example"), item("image", image: nil),
            item("author", author: "Grace"), item("published", published: anyDate(60)),
            FeedItem(id: "cleared"),
        ]
        try await sut.insert(Feed(items: changed.reversed()), validators: nil, savedAt: anyDate(120), for: url)

        #expect(try await sut.retrieve(for: url)?.feed.items == changed.reversed())
        #expect(try await sut.readStates(in: url).mapValues(\.reference) == references)
        let found = try await sut.search(try #require(SearchQuery(text: "title")))
        #expect(Set(found.map(\.id)) == Set(ids).subtracting(["cleared"]))
    }

    @Test("text holding a NUL character is stored and read back whole, as the in-memory store keeps it")
    func retrieve_afterSavingTextWithANulCharacter_deliversItWhole() async throws {
        let sut = makeSUT()
        let feed = Feed(title: "A\u{0}B", items: [FeedItem(id: "x\u{0}y", title: "before\u{0}after", summary: "")])

        try await sut.insert(feed, validators: nil, savedAt: anyDate(), for: anyURL())

        #expect(try await sut.retrieve(for: anyURL())?.feed == feed)
    }

    @Test("a feed saved for the first time that lists an id twice keeps it once, as and where it was last listed")
    func insert_firstSaveListingAnIDTwice_keepsTheLastListing() async throws {
        let sut = makeSUT()
        let items = [
            FeedItem(id: "a", title: "first"), FeedItem(id: "b", title: "b"), FeedItem(id: "a", title: "last"),
        ]

        try await sut.insert(Feed(items: items), validators: nil, savedAt: anyDate(), for: anyURL())

        #expect(try await sut.retrieve(for: anyURL())?.feed.items == Array(items.dropFirst()))
        let found = try await sut.search(try #require(SearchQuery(text: "last")))
        #expect(found.map(\.id) == ["a"])
    }

    @Test("a feed saved for the first time leaves the items of the feeds already saved as they were")
    func insert_firstSaveOfAFeed_keepsTheOtherFeedsItems() async throws {
        let sut = makeSUT()
        let other = anyURL("other")
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: other)
        let states = try await sut.readStates(in: other)

        try await sut.insert(Feed(items: [FeedItem(id: "new")]), validators: nil, savedAt: anyDate(), for: anyURL())

        #expect(try await sut.retrieve(for: other)?.feed == makeFeed())
        #expect(try await sut.readStates(in: other) == states)
        #expect(try await sut.retrieve(for: anyURL())?.feed.items.map(\.id) == ["new"])
    }

    @Test("after a feed's first save, its read states are those another store reads from the file")
    func readStates_afterAFirstSave_matchWhatTheFileHolds() async throws {
        let sut = makeSUT()
        try await sut.insert(makeFeed(title: "Other"), validators: nil, savedAt: anyDate(), for: anyURL("other"))
        let items = makeFeed(items: 3).items
        let feed = Feed(items: items + [FeedItem(id: items[0].id, title: "Listed again")])

        try await sut.insert(feed, validators: nil, savedAt: anyDate(30), for: anyURL())

        let states = try await sut.readStates(in: anyURL())
        #expect(states == (try await makeSUT().readStates(in: anyURL())))
        #expect(states.count == 3 && states.values.allSatisfy { !$0.isRead && $0.firstSeen == anyDate(30) })
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }
}
