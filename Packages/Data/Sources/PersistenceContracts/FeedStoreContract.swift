import Domain
import DomainTestSupport
import Foundation
import Persistence
import Testing

/// The behaviours every ``FeedStore`` must show, as one list a store's tests run against a fresh store each.
///
/// Adopt it with one parameterised test:
///
///     @Test("honours the feed-store contract", arguments: FeedStoreContract.behaviours)
///     func contract(_ behaviour: ContractBehaviour<any FeedStore>) async throws {
///         try await behaviour.verify(makeStore())
///     }
public enum FeedStoreContract {
    /// Every behaviour, in the order a report lists them.
    public static let behaviours: [ContractBehaviour<any FeedStore>] = [
        ContractBehaviour("retrieve delivers nil on an empty store", retrieveDeliversNil(on:)),
        ContractBehaviour("retrieve has no side effects on an empty store", retrieveHasNoSideEffects(on:)),
        ContractBehaviour(
            "retrieve delivers the inserted feed with its save date and validators", retrieveDeliversInserted(on:)),
        ContractBehaviour("retrieve delivers nil validators when none were saved", retrieveDeliversNilValidators(on:)),
        ContractBehaviour("retrieve keeps every item field intact", retrieveKeepsEveryField(on:)),
        ContractBehaviour("retrieve keeps feeds of different URLs apart", retrieveKeepsURLsApart(on:)),
        ContractBehaviour(
            "retrieve delivers the server's lifetime with the validators, even when it is all they hold",
            retrieveDeliversLifetime(on:)),
        ContractBehaviour("insert replaces the previous copy", insertReplaces(on:)),
        ContractBehaviour(
            "insert returns each item's read state in the items' order: kept for an item stored, new ones unread",
            insertReturnsReadStates(on:)),
        ContractBehaviour(
            "retrieve delivers the items' read states in their order, as the insert returned them",
            retrieveDeliversReadStates(on:)),
        ContractBehaviour("delete removes only that feed", deleteRemovesOnlyThatFeed(on:)),
        ContractBehaviour("delete has no effect on an empty store", deleteOnEmptyHasNoEffect(on:)),
        ContractBehaviour(
            "entries describe every stored feed: url, save date, item count, bytes", entriesDescribeEveryFeed(on:)),
        ContractBehaviour("deleteAll removes every feed", deleteAllRemovesEverything(on:)),
        ContractBehaviour(
            "recordShown deletes only copies saved before the cutoff and counts them",
            deleteSavedBeforeRemovesOlder(on:)),
        ContractBehaviour(
            "a feed only saved was never shown: retrieve and insert give no last showing", neverShown(on:)),
        ContractBehaviour(
            "recordShown records each stored feed's showing, which retrieve and the next insert give",
            recordShownIsGivenWithTheCopy(on:)),
        ContractBehaviour(
            "recordShown skips a feed not stored, and a feed deleted forgets its showing", recordShownSkipsUnstored(on:)
        ),
        ContractBehaviour("serves concurrent calls without losing writes", servesConcurrentCalls(on:)),
    ]

    private static func retrieveDeliversNil(on sut: any FeedStore) async throws {
        #expect(try await sut.retrieve(for: anyURL()) == nil)
    }

    private static func retrieveHasNoSideEffects(on sut: any FeedStore) async throws {
        #expect(try await sut.retrieve(for: anyURL()) == nil)
        #expect(try await sut.retrieve(for: anyURL()) == nil)
        #expect(try await sut.entries().isEmpty)
    }

    private static func retrieveDeliversInserted(on sut: any FeedStore) async throws {
        let feed = makeFeed()
        let validators = CacheValidators(etag: "\"v1\"", lastModified: "Sat, 21 Nov 2026 06:40:00 GMT")

        try await sut.insert(feed, validators: validators, savedAt: anyDate(), for: anyURL())

        let retrieved = try await sut.retrieve(for: anyURL())
        #expect(retrieved?.feed == feed && retrieved?.savedAt == anyDate() && retrieved?.validators == validators)
    }

    private static func retrieveDeliversNilValidators(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        let retrieved = try await sut.retrieve(for: anyURL())
        #expect(retrieved != nil && retrieved?.validators == nil)
    }

    private static func retrieveKeepsEveryField(on sut: any FeedStore) async throws {
        let bare = FeedItem(id: "bare")
        let feed = Feed(title: nil, link: nil, items: [makeItem(id: "full \"quoted\" 🎉"), bare])

        try await sut.insert(feed, validators: CacheValidators(etag: "e"), savedAt: anyDate(), for: anyURL())

        #expect(try await sut.retrieve(for: anyURL())?.feed == feed)
    }

    private static func retrieveKeepsURLsApart(on sut: any FeedStore) async throws {
        let first = makeFeed(title: "first")
        let second = makeFeed(title: "second", items: 3)

        try await sut.insert(first, validators: nil, savedAt: anyDate(1), for: anyURL("a"))
        try await sut.insert(second, validators: nil, savedAt: anyDate(2), for: anyURL("b"))

        #expect(try await sut.retrieve(for: anyURL("a"))?.feed == first)
        #expect(try await sut.retrieve(for: anyURL("b"))?.feed == second)
        #expect(try await sut.retrieve(for: anyURL("c")) == nil)
    }

    private static func insertReplaces(on sut: any FeedStore) async throws {
        try await sut.insert(
            makeFeed(title: "old"), validators: CacheValidators(etag: "old"), savedAt: anyDate(), for: anyURL())

        let latest = makeFeed(title: "new", items: 1)
        try await sut.insert(latest, validators: nil, savedAt: anyDate(60), for: anyURL())

        let retrieved = try await sut.retrieve(for: anyURL())
        #expect(retrieved?.feed == latest && retrieved?.savedAt == anyDate(60) && retrieved?.validators == nil)
        #expect(try await sut.entries().count == 1)
    }

    private static func insertReturnsReadStates(on sut: any FeedStore) async throws {
        let first = try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL()).items

        let second = try await sut.insert(feed(["c", "b", "a"]), validators: nil, savedAt: anyDate(60), for: anyURL())
            .items

        #expect(first.count == 2 && first.allSatisfy { $0?.firstSeen == anyDate() && $0?.isRead == false })
        #expect(Set(first.compactMap { $0?.reference }).count == 2)
        #expect(second[1] == first[1] && second[2] == first[0])
        #expect(second[0]?.firstSeen == anyDate(60) && second[0]?.isRead == false)
        #expect(second[0].map { [first[0]?.reference, first[1]?.reference].contains($0.reference) } == false)
    }

    private static func retrieveDeliversReadStates(on sut: any FeedStore) async throws {
        try await sut.insert(feed(["a", "b"]), validators: nil, savedAt: anyDate(), for: anyURL())
        let saved = try await sut.insert(feed(["b", "c", "a"]), validators: nil, savedAt: anyDate(60), for: anyURL())
            .items

        let retrieved = try await sut.retrieve(for: anyURL())

        #expect(retrieved?.feed.items.map(\.id) == ["b", "c", "a"])
        #expect(retrieved?.readStates == saved)
        #expect(saved.allSatisfy { $0 != nil })
    }

    private static func feed(_ ids: [String]) -> Feed {
        Feed(title: "A feed", items: ids.map { FeedItem(id: $0, title: $0) })
    }

    private static func deleteRemovesOnlyThatFeed(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(title: "a"), validators: nil, savedAt: anyDate(), for: anyURL("a"))
        try await sut.insert(makeFeed(title: "b"), validators: nil, savedAt: anyDate(), for: anyURL("b"))

        try await sut.delete(for: anyURL("a"))

        #expect(try await sut.retrieve(for: anyURL("a")) == nil)
        #expect(try await sut.retrieve(for: anyURL("b"))?.feed == makeFeed(title: "b"))
    }

    private static func deleteOnEmptyHasNoEffect(on sut: any FeedStore) async throws {
        try await sut.delete(for: anyURL())

        #expect(try await sut.retrieve(for: anyURL()) == nil)
    }

    private static func entriesDescribeEveryFeed(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(items: 2), validators: nil, savedAt: anyDate(1), for: anyURL("a"))
        try await sut.insert(makeFeed(items: 5), validators: nil, savedAt: anyDate(2), for: anyURL("b"))

        let entries = try await sut.entries().sorted { $0.url.absoluteString < $1.url.absoluteString }

        #expect(entries.map(\.url) == [anyURL("a"), anyURL("b")])
        #expect(entries.map(\.savedAt) == [anyDate(1), anyDate(2)])
        #expect(entries.map(\.itemCount) == [2, 5])
        #expect(entries.allSatisfy { $0.bytes > 0 })
        #expect(entries.count == 2 && entries[0].bytes < entries[1].bytes)
    }

    private static func deleteAllRemovesEverything(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("a"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("b"))

        try await sut.deleteAll()

        #expect(try await sut.entries().isEmpty)
        #expect(try await sut.retrieve(for: anyURL("a")) == nil)
    }

    private static func deleteSavedBeforeRemovesOlder(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(-10), for: anyURL("older"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("at-cutoff"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(10), for: anyURL("newer"))

        let deleted = try await sut.recordShown([:], deletingSavedBefore: anyDate())

        #expect(deleted == 1)
        let remaining = try await sut.entries().map(\.url.absoluteString).sorted()
        #expect(remaining == [anyURL("at-cutoff"), anyURL("newer")].map(\.absoluteString))
    }

    private static func servesConcurrentCalls(on sut: any FeedStore) async throws {
        let urls = (0..<8).map { anyURL("concurrent-\($0)") }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask {
                    try await sut.insert(makeFeed(items: index), validators: nil, savedAt: anyDate(), for: url)
                    _ = try await sut.retrieve(for: url)
                }
            }
            try await group.waitForAll()
        }

        let counts = try await sut.entries().sorted { $0.itemCount < $1.itemCount }.map(\.itemCount)
        #expect(counts == Array(0..<8))
    }

    private static func retrieveDeliversLifetime(on sut: any FeedStore) async throws {
        let saved = CacheValidators(etag: "\"v2\"", lastModified: "Sat, 21 Nov 2026 06:40:00 GMT", lifetime: 3600)
        let lifetimeOnly = CacheValidators(lifetime: 600)
        try await sut.insert(makeFeed(), validators: saved, savedAt: anyDate(), for: anyURL("with"))
        try await sut.insert(makeFeed(), validators: lifetimeOnly, savedAt: anyDate(), for: anyURL("lifetime"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("without"))

        #expect(try await sut.retrieve(for: anyURL("with"))?.validators == saved)
        #expect(try await sut.retrieve(for: anyURL("lifetime"))?.validators == lifetimeOnly)
        #expect(try await sut.retrieve(for: anyURL("without"))?.validators == nil)
    }
}
