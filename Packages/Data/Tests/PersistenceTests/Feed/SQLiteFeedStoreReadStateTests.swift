import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("SQLiteFeedStore: the read states a read or a save gives with the items")
final class SQLiteFeedStoreReadStateTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("a read gives, in the items' order, the states a store that never read the feed finds")
    func retrieve_givesTheStoredStatesInOrder() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "b", in: anyURL(), at: anyDate(60))

        let retrieved = try #require(try await sut.retrieve(for: anyURL()))

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(retrieved.readStates == ["a", "b", "c"].map { stored[$0] })
        #expect(retrieved.readStates?[1]?.isRead == true && retrieved.readStates?[0]?.isRead == false)
    }

    @Test("each question is read from the file: another process's write between two reads is seen by the second")
    func retrieveAndReadStates_seeAnotherProcesssWrite() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())
        let before = try await sut.retrieve(for: anyURL())

        _ = try await makeSUT().markRead(itemID: "a", in: anyURL(), at: anyDate(60))

        #expect(before?.readStates?.first??.isRead == false)
        #expect(try await sut.retrieve(for: anyURL())?.readStates?.first??.isRead == true)
        #expect(try await sut.readStates(in: anyURL())["a"]?.isRead == true)
    }

    @Test("a first save gives the states of the items saved in their order, as stored")
    func insert_first_givesTheStoredStatesInOrder() async throws {
        let sut = makeSUT()

        let states = try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL())
            .items

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(states == ["a", "b", "c"].map { stored[$0] })
        #expect(states.allSatisfy { $0?.firstSeen == anyDate() && $0?.isRead == false })
    }

    @Test("a save gives items that share an id that id's state, each of them", arguments: [false, true])
    func insert_withSharedIDs_givesEachTheIDsState(again: Bool) async throws {
        let sut = makeSUT()
        if again { try await sut.insert(feed(["b"]), validators: nil, savedAt: anyDate(), for: anyURL()) }

        let states = try await sut.insert(feed(["a", "b", "a"]), validators: nil, savedAt: anyDate(), for: anyURL())
            .items

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(states == [stored["a"], stored["b"], stored["a"]])
        #expect(states.allSatisfy { $0 != nil })
    }

    @Test("a later save gives each item its kept state, a new one unread, in the new order")
    func insert_again_givesKeptAndNewStatesInOrder() async throws {
        let sut = makeSUT()
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(30))
        let before = try await makeSUT().readStates(in: anyURL())

        let states = try await sut.insert(
            feed(["new", "a", "b"]), validators: nil, savedAt: anyDate(60), for: anyURL()
        ).items

        let stored = try await makeSUT().readStates(in: anyURL())
        #expect(states == ["new", "a", "b"].map { stored[$0] })
        #expect(states[1] == before["a"] && states[2] == before["b"])
        #expect(states[0]?.firstSeen == anyDate(60) && states[0]?.isRead == false)
    }

    // MARK: - Helpers

    private func feed(_ ids: [String]) -> Feed {
        Feed(title: "Feed", items: ids.map { FeedItem(id: $0, title: $0) })
    }

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }
}
