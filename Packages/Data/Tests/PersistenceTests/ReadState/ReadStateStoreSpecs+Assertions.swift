import Domain
import Foundation
import Persistence
import Testing

/// One shared assertion per behaviour of ``ReadStateStoreSpecs``.
enum ReadStateStoreContract {
    typealias Store = FeedStore & ReadStateStore

    static func statesOfSavedItems(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())

        let states = try await sut.readStates(in: anyURL())

        #expect(states.keys.sorted() == ["a", "b"], sourceLocation: location)
        #expect(Set(states.values.map(\.reference)).count == 2, sourceLocation: location)
        #expect(states.values.allSatisfy { $0.firstSeen == anyDate() && $0.readAt == nil }, sourceLocation: location)
        #expect(try await sut.readStates(in: anyURL("other")).isEmpty, sourceLocation: location)
    }

    static func insertKeepsListedStates(on sut: some Store, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "b", in: anyURL(), at: anyDate(5))
        let before = try await sut.readStates(in: anyURL())

        try await sut.insert(feed(["b", "c"]), validators: nil, savedAt: anyDate(60), for: anyURL())

        let after = try await sut.readStates(in: anyURL())
        #expect(after.keys.sorted() == ["b", "c"], sourceLocation: location)
        #expect(after["b"] == before["b"] && after["b"]?.readAt == anyDate(5), sourceLocation: location)
        #expect(after["c"]?.firstSeen == anyDate(60) && after["c"]?.isRead == false, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL())?.feed == feed(["b", "c"]), sourceLocation: location)
    }

    static func referencesAreUnique(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        let first = try await sut.readStates(in: anyURL("one"))

        try await sut.insert(feed(["c"]), validators: nil, savedAt: anyDate(1), for: anyURL("one"))

        let references = try await [first, sut.readStates(in: anyURL("two")), sut.readStates(in: anyURL("one"))]
            .flatMap { $0.values.map(\.reference) }
        #expect(references.count == 5 && Set(references).count == 5, "\(references)", sourceLocation: location)
    }

    static func itemsMatching(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a", "shared"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["shared"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        let reference = try #require(try await sut.readStates(in: anyURL("one"))["a"]?.reference)

        let byReference = try await sut.items(matching: String(reference))
        let byID = try await sut.items(matching: "shared")

        #expect(byReference.map(\.item) == [makeItem(id: "a")], sourceLocation: location)
        #expect(byReference.first?.feedURL == anyURL("one"), sourceLocation: location)
        #expect(byReference.first?.state.reference == reference, sourceLocation: location)
        #expect(Set(byID.map(\.feedURL)) == [anyURL("one"), anyURL("two")], sourceLocation: location)
        #expect(try await sut.items(matching: "missing").isEmpty, sourceLocation: location)
    }

    static func markAllRead(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a", "b", "c"]), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL("two"))
        _ = try await sut.markRead(itemID: "a", in: anyURL("one"), at: anyDate(1))

        let changed = try await sut.markAllRead(in: anyURL("one"), at: anyDate(9))

        #expect(changed == 2, sourceLocation: location)
        let one = try await sut.readStates(in: anyURL("one"))
        #expect(
            one.mapValues(\.readAt) == ["a": anyDate(1), "b": anyDate(9), "c": anyDate(9)], sourceLocation: location)
        #expect(try await sut.readStates(in: anyURL("two"))["a"]?.isRead == false, sourceLocation: location)
    }

    static func markAllReadNotCached(on sut: some Store, at location: SourceLocation = #_sourceLocation) async {
        await #expect(throws: FeedLoadingError.notCached, sourceLocation: location) {
            try await sut.markAllRead(in: anyURL("missing"), at: anyDate())
        }
    }

    static func markReadAndUnread(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())

        let first = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(1))
        let again = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(2))
        let readAt = try await sut.readStates(in: anyURL())["a"]?.readAt
        let unread = try await sut.markUnread(itemID: "a", in: anyURL())
        let missing = try await sut.markRead(itemID: "missing", in: anyURL(), at: anyDate())

        #expect(first && again && unread && !missing, sourceLocation: location)
        #expect(readAt == anyDate(1), sourceLocation: location)
        #expect(try await sut.readStates(in: anyURL())["a"]?.readAt == nil, sourceLocation: location)
    }

    static func deleteAllForgets(on sut: some Store, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())
        _ = try await sut.markRead(itemID: "a", in: anyURL(), at: anyDate(1))

        try await sut.deleteAll()
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(2), for: anyURL())

        let state = try await sut.readStates(in: anyURL())["a"]
        #expect(state?.isRead == false && state?.firstSeen == anyDate(2), sourceLocation: location)
        #expect(try await sut.items(matching: "a").count == 1, sourceLocation: location)
    }

    private static func feed(_ ids: [String]) -> Feed {
        Feed(title: "read state", items: ids.map(makeItem(id:)))
    }
}
