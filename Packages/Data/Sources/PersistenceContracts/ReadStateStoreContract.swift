import Domain
import DomainTestSupport
import Foundation
import Persistence
import Testing

/// The read-state behaviours every store that is both a ``FeedStore`` and a `ReadStateStore` must show, as one
/// list a store's tests run against a fresh store each (see ``FeedStoreContract`` for how to adopt it).
public enum ReadStateStoreContract {
    /// Every behaviour, in the order a report lists them.
    public static let behaviours: [ContractBehaviour<any FeedStore & ReadStateStore>] = [
        ContractBehaviour(
            "each saved item gets a reference, is first seen at the save and is unread", statesOfSavedItems(on:)),
        ContractBehaviour(
            "a save keeps the state of items still listed and forgets the others", insertKeepsListedStates(on:)),
        ContractBehaviour("references are unique across feeds and never reused", referencesAreUnique(on:)),
        ContractBehaviour("items(matching:) finds an item by reference, or by id in every feed", itemsMatching(on:)),
        ContractBehaviour("markAllRead marks only that feed's unread items and counts them", markAllRead(on:)),
        ContractBehaviour("markAllRead fails as not cached for a feed that is not cached", markAllReadNotCached(on:)),
        ContractBehaviour("markRead keeps an earlier read date; markUnread clears it", markReadAndUnread(on:)),
        ContractBehaviour("deleteAll forgets the read state", deleteAllForgets(on:)),
        ContractBehaviour(
            "readStates(of:in:) gives each item's state by its id, in the items' order", statesOfItemsInOrder(on:)),
    ]

    /// A store this contract checks.
    public typealias Store = FeedStore & ReadStateStore

    private static func statesOfSavedItems(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())

        let states = try await sut.readStates(in: anyURL())

        #expect(states.keys.sorted() == ["a", "b"])
        #expect(Set(states.values.map(\.reference)).count == 2)
        #expect(states.values.allSatisfy { $0.firstSeen == anyDate() && $0.readAt == nil })
        #expect(try await sut.readStates(in: anyURL("other")).isEmpty)
    }

    private static func insertKeepsListedStates(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "b", in: anyURL(), at: anyDate(5))
        let before = try await sut.readStates(in: anyURL())

        try await sut.insert(feed(["b", "c"]), validators: nil, savedAt: anyDate(60), for: anyURL())

        let after = try await sut.readStates(in: anyURL())
        #expect(after.keys.sorted() == ["b", "c"])
        #expect(after["b"] == before["b"] && after["b"]?.readAt == anyDate(5))
        #expect(after["c"]?.firstSeen == anyDate(60) && after["c"]?.isRead == false)
        #expect(try await sut.retrieve(for: anyURL())?.feed == feed(["b", "c"]))
    }

    private static func referencesAreUnique(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        let first = try await sut.readStates(in: anyURL("one"))

        try await sut.insert(feed(["c"]), validators: nil, savedAt: anyDate(1), for: anyURL("one"))

        let references = try await [first, sut.readStates(in: anyURL("two")), sut.readStates(in: anyURL("one"))]
            .flatMap { $0.values.map(\.reference) }
        #expect(references.count == 5 && Set(references).count == 5, "\(references)")
    }

    private static func itemsMatching(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "shared"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["shared"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        let reference = try #require(try await sut.readStates(in: anyURL("one"))["a"]?.reference)

        let byReference = try await sut.items(matching: String(reference))
        let byID = try await sut.items(matching: "shared")

        #expect(byReference.map(\.item) == [makeItem(id: "a")])
        #expect(byReference.first?.feedURL == anyURL("one"))
        #expect(byReference.first?.state.reference == reference)
        #expect(Set(byID.map(\.feedURL)) == [anyURL("one"), anyURL("two")])
        #expect(try await sut.items(matching: "missing").isEmpty)
    }

    private static func markAllRead(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        _ = try await sut.markRead(itemID: "a", in: anyURL("one"), at: anyDate(1))

        let changed = try await sut.markAllRead(in: anyURL("one"), at: anyDate(9))

        #expect(changed == 2)
        let one = try await sut.readStates(in: anyURL("one"))
        #expect(
            one.mapValues(\.readAt) == ["a": anyDate(1), "b": anyDate(9), "c": anyDate(9)])
        #expect(try await sut.readStates(in: anyURL("two"))["a"]?.isRead == false)
    }

    private static func markAllReadNotCached(on sut: any Store) async {
        await #expect(throws: ReadStateError.notCached) {
            try await sut.markAllRead(in: anyURL("missing"), at: anyDate())
        }
    }

    private static func markReadAndUnread(on sut: any Store) async throws {
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())

        let first = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(1))
        let again = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(2))
        let readAt = try await sut.readStates(in: anyURL())["a"]?.readAt
        let unread = try await sut.markUnread(itemID: "a", in: anyURL())
        let missing = try await sut.markRead(itemID: "missing", in: anyURL(), at: anyDate())

        #expect(first && again && unread && !missing)
        #expect(readAt == anyDate(1))
        #expect(try await sut.readStates(in: anyURL())["a"]?.readAt == nil)
    }

    private static func deleteAllForgets(on sut: any Store) async throws {
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(1))

        try await sut.deleteAll()
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(2), for: anyURL())

        let state = try await sut.readStates(in: anyURL())["a"]
        #expect(state?.isRead == false && state?.firstSeen == anyDate(2))
        #expect(try await sut.items(matching: "a").count == 1)
    }

    private static func statesOfItemsInOrder(on sut: any Store) async throws {
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "b", in: anyURL(), at: anyDate(1))
        let byID = try await sut.readStates(in: anyURL())
        let read = try #require(try await sut.retrieve(for: anyURL())).feed.items
        let others = ["c", "missing", "a", "c"].map(makeItem(id:))

        let inOrder = try await sut.readStates(of: read, in: anyURL())
        let ofOthers = try await sut.readStates(of: others, in: anyURL())

        #expect(inOrder == ["a", "b", "c"].map { byID[$0] })
        #expect(ofOthers == [byID["c"], nil, byID["a"], byID["c"]])
        #expect(try await sut.readStates(of: read, in: anyURL("other")) == [nil, nil, nil])
    }

    static func feed(_ ids: [String]) -> Feed {
        Feed(title: "read state", items: ids.map(makeItem(id:)))
    }
}
