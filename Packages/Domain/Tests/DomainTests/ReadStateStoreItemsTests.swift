import Domain
import Foundation
import Testing

@Suite("ReadStateStore: the states of a feed's items in their order")
struct ReadStateStoreItemsTests {
    @Test("each item's state is looked up by its id, in the items' order, nil when uncached")
    func readStatesOfItems_byDefault_looksEachIDUp() async throws {
        let (sut, url) = makeSUT(states: ["a": state(1), "b": state(2, read: true)])
        let items = ["b", "missing", "a", "b"].map { FeedItem(id: $0) }

        let states = try await sut.readStates(of: items, in: url)

        #expect(states == [state(2, read: true), nil, state(1), state(2, read: true)])
    }

    @Test("no state is found for the items of a feed the store does not cache")
    func readStatesOfItems_byDefault_isAllNilForAnotherFeed() async throws {
        let (sut, _) = makeSUT(states: ["a": state(1)])

        let states = try await sut.readStates(of: [FeedItem(id: "a")], in: URL(string: "https://other.example/")!)

        #expect(states == [nil])
    }

    // MARK: - Helpers

    private func makeSUT(states: [String: ItemReadState]) -> (any ReadStateStore, URL) {
        let url = URL(string: "https://example.com/feed.xml")!
        return (StatesStub(url: url, states: states), url)
    }

    private func state(_ reference: Int, read: Bool = false) -> ItemReadState {
        ItemReadState(
            reference: reference, firstSeen: Date(timeIntervalSince1970: 0),
            readAt: read ? Date(timeIntervalSince1970: 60) : nil)
    }

    /// Answers fixed states for one feed and implements nothing else: the default is what is tested.
    private struct StatesStub: ReadStateStore {
        let url: URL
        let states: [String: ItemReadState]

        func readStates(in feedURL: URL) async throws -> [String: ItemReadState] { feedURL == url ? states : [:] }
        func items(matching reference: String) async throws -> [CachedItem] { [] }
        func markAllRead(in feedURL: URL, at date: Date) async throws -> Int { 0 }
        func markRead(itemID: String, in feedURL: URL, at date: Date) async throws -> Bool { false }
        func markUnread(itemID: String, in feedURL: URL) async throws -> Bool { false }
    }
}
