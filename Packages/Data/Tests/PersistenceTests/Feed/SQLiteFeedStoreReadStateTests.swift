import Domain
import Foundation
import Persistence
import Testing

@Suite("SQLiteFeedStore: the read states of a feed just read")
final class SQLiteFeedStoreReadStateTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("after reading a feed, its read states are the ones a store that never read it finds")
    func readStates_afterRetrieve_areTheStoredStates() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "b", in: anyURL(), at: anyDate(60))

        _ = try await sut.retrieve(for: anyURL())
        let states = try await sut.readStates(in: anyURL())

        #expect(states == (try await makeSUT().readStates(in: anyURL())))
        #expect(states.count == 3 && states["b"]?.isRead == true && states["a"]?.isRead == false)
    }

    @Test("a write through the store after the read is seen by the next question", arguments: Write.allCases)
    func readStates_afterRetrieveThenWrite_seesTheWrite(_ write: Write) async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(60))
        _ = try await sut.retrieve(for: anyURL())

        try await write.run(on: sut)

        #expect(try await sut.readStates(in: anyURL()) == (try await makeSUT().readStates(in: anyURL())))
    }

    @Test("the states a read saw answer one question only; another process's later write is seen by the next")
    func readStates_answersFromTheReadOnce() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.retrieve(for: anyURL())
        _ = try await makeSUT().markRead(itemID: "a", in: anyURL(), at: anyDate(60))

        let first = try await sut.readStates(in: anyURL())
        let second = try await sut.readStates(in: anyURL())

        #expect(first["a"]?.isRead == false)
        #expect(second["a"]?.isRead == true)
    }

    @Test("feeds read one after another each get their own states, more feeds than are kept included")
    func readStates_afterSeveralReads_answersEachFeed() async throws {
        let sut = makeSUT()
        let urls = (0..<9).map { anyURL("feed-\($0)") }
        for (index, url) in urls.enumerated() {
            try await sut.insert(feed(["item-\(index)"]), validators: nil, savedAt: anyDate(), for: url)
        }
        for url in urls { _ = try await sut.retrieve(for: url) }

        for (index, url) in urls.enumerated().reversed() {
            #expect(try await sut.readStates(in: url).keys.sorted() == ["item-\(index)"])
        }
    }

    @Test("after reading a feed, the states of the items read come in their order, as looked up by id")
    func readStatesOfItems_afterRetrieve_areTheStoredStatesInOrder() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "c", in: anyURL(), at: anyDate(60))
        let stored = try await makeSUT().readStates(in: anyURL())

        let items = try #require(try await sut.retrieve(for: anyURL())).feed.items
        let states = try await sut.readStates(of: items, in: anyURL())

        #expect(states == ["a", "b", "c"].map { stored[$0] })
        #expect(states.last??.isRead == true)
    }

    @Test("after reading a feed, the states of other items than those read are looked up by id")
    func readStatesOfItems_afterRetrieve_ofOtherItems_looksEachUp() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        let stored = try await makeSUT().readStates(in: anyURL())
        _ = try await sut.retrieve(for: anyURL())

        let states = try await sut.readStates(of: ["b", "a", "new"].map { makeItem(id: $0) }, in: anyURL())

        #expect(states == [stored["b"], stored["a"], nil])
    }

    @Test("after a first save, the states of items that share an id are that id's state, for each of them")
    func readStatesOfItems_afterFirstSaveWithSharedIDs_giveEachTheIDsState() async throws {
        let sut = makeSUT()
        let saved = feed(["a", "b", "a"])
        try await sut.insert(saved, validators: nil, savedAt: anyDate(), for: anyURL())

        let states = try await sut.readStates(of: saved.items, in: anyURL())

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(states == [stored["a"], stored["b"], stored["a"]])
        #expect(states.allSatisfy { $0 != nil })
    }

    @Test("after a first save, the states of the items saved come in their order")
    func readStatesOfItems_afterFirstSave_areTheStoredStatesInOrder() async throws {
        let sut = makeSUT()
        let saved = feed(["a", "b", "c"])
        try await sut.insert(saved, validators: nil, savedAt: anyDate(), for: anyURL())

        let states = try await sut.readStates(of: saved.items, in: anyURL())

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(states == ["a", "b", "c"].map { stored[$0] })
    }

    // MARK: - Helpers

    /// A write through the store that changes or removes what was read.
    enum Write: String, CaseIterable, CustomTestStringConvertible {
        case save, markRead, markUnread, markAllRead, delete, deleteAll, prune

        var testDescription: String { rawValue }

        func run(on store: SQLiteFeedStore) async throws {
            switch self {
            case .save:
                try await store.insert(Self.newer, validators: nil, savedAt: anyDate(120), for: anyURL())
            case .markRead: _ = try await store.markRead(itemID: "b", in: anyURL(), at: anyDate(120))
            case .markUnread: _ = try await store.markUnread(itemID: "a", in: anyURL())
            case .markAllRead: _ = try await store.markAllRead(in: anyURL(), at: anyDate(120))
            case .delete: try await store.delete(for: anyURL())
            case .deleteAll: try await store.deleteAll()
            case .prune: _ = try await store.delete(savedBefore: anyDate(1))
            }
        }

        private static let newer = Feed(items: [FeedItem(id: "b"), FeedItem(id: "new")])
    }

    private func feed(_ ids: [String]) -> Feed {
        Feed(title: "Feed", items: ids.map { FeedItem(id: $0, title: $0) })
    }

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }
}
