import Domain
import Foundation
import Persistence
import Testing

/// One shared assertion per behaviour of ``FeedStoreSpecs``.
enum FeedStoreContract {
    static func retrieveDeliversNil(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        #expect(try await sut.retrieve(for: anyURL()) == nil, sourceLocation: location)
    }

    static func retrieveHasNoSideEffects(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        #expect(try await sut.retrieve(for: anyURL()) == nil, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL()) == nil, sourceLocation: location)
        #expect(try await sut.entries().isEmpty, sourceLocation: location)
    }

    static func retrieveDeliversInserted(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        let feed = makeFeed()
        let validators = CacheValidators(etag: "\"v1\"", lastModified: "Sat, 21 Nov 2026 06:40:00 GMT")

        try await sut.insert(feed, validators: validators, savedAt: anyDate(), for: anyURL())

        let expected = CachedFeed(feed: feed, savedAt: anyDate(), validators: validators)
        #expect(try await sut.retrieve(for: anyURL()) == expected, sourceLocation: location)
    }

    static func retrieveDeliversNilValidators(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        let retrieved = try await sut.retrieve(for: anyURL())
        #expect(retrieved != nil && retrieved?.validators == nil, sourceLocation: location)
    }

    static func retrieveKeepsEveryField(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        let bare = FeedItem(id: "bare")
        let feed = Feed(title: nil, link: nil, items: [makeItem(id: "full \"quoted\" 🎉"), bare])

        try await sut.insert(feed, validators: CacheValidators(etag: "e"), savedAt: anyDate(), for: anyURL())

        #expect(try await sut.retrieve(for: anyURL())?.feed == feed, sourceLocation: location)
    }

    static func retrieveKeepsURLsApart(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        let first = makeFeed(title: "first")
        let second = makeFeed(title: "second", items: 3)

        try await sut.insert(first, validators: nil, savedAt: anyDate(1), for: anyURL("a"))
        try await sut.insert(second, validators: nil, savedAt: anyDate(2), for: anyURL("b"))

        #expect(try await sut.retrieve(for: anyURL("a"))?.feed == first, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL("b"))?.feed == second, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL("c")) == nil, sourceLocation: location)
    }

    static func insertReplaces(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation) async throws {
        try await sut.insert(
            makeFeed(title: "old"), validators: CacheValidators(etag: "old"), savedAt: anyDate(), for: anyURL())

        let latest = makeFeed(title: "new", items: 1)
        try await sut.insert(latest, validators: nil, savedAt: anyDate(60), for: anyURL())

        let expected = CachedFeed(feed: latest, savedAt: anyDate(60), validators: nil)
        #expect(try await sut.retrieve(for: anyURL()) == expected, sourceLocation: location)
        #expect(try await sut.entries().count == 1, sourceLocation: location)
    }

    static func deleteRemovesOnlyThatFeed(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(makeFeed(title: "a"), validators: nil, savedAt: anyDate(), for: anyURL("a"))
        try await sut.insert(makeFeed(title: "b"), validators: nil, savedAt: anyDate(), for: anyURL("b"))

        try await sut.delete(for: anyURL("a"))

        #expect(try await sut.retrieve(for: anyURL("a")) == nil, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL("b"))?.feed == makeFeed(title: "b"), sourceLocation: location)
    }

    static func deleteOnEmptyHasNoEffect(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.delete(for: anyURL())

        #expect(try await sut.retrieve(for: anyURL()) == nil, sourceLocation: location)
    }

    static func entriesDescribeEveryFeed(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(makeFeed(items: 2), validators: nil, savedAt: anyDate(1), for: anyURL("a"))
        try await sut.insert(makeFeed(items: 5), validators: nil, savedAt: anyDate(2), for: anyURL("b"))

        let entries = try await sut.entries().sorted { $0.url.absoluteString < $1.url.absoluteString }

        #expect(entries.map(\.url) == [anyURL("a"), anyURL("b")], sourceLocation: location)
        #expect(entries.map(\.savedAt) == [anyDate(1), anyDate(2)], sourceLocation: location)
        #expect(entries.map(\.itemCount) == [2, 5], sourceLocation: location)
        #expect(entries.allSatisfy { $0.bytes > 0 }, sourceLocation: location)
        #expect(entries.count == 2 && entries[0].bytes < entries[1].bytes, sourceLocation: location)
    }

    static func deleteAllRemovesEverything(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("a"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("b"))

        try await sut.deleteAll()

        #expect(try await sut.entries().isEmpty, sourceLocation: location)
        #expect(try await sut.retrieve(for: anyURL("a")) == nil, sourceLocation: location)
    }

    static func deleteSavedBeforeRemovesOlder(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(-10), for: anyURL("older"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("at-cutoff"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(10), for: anyURL("newer"))

        let deleted = try await sut.delete(savedBefore: anyDate())

        #expect(deleted == 1, sourceLocation: location)
        let remaining = try await sut.entries().map(\.url.absoluteString).sorted()
        #expect(remaining == [anyURL("at-cutoff"), anyURL("newer")].map(\.absoluteString), sourceLocation: location)
    }

    static func servesConcurrentCalls(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
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
        #expect(counts == Array(0..<8), sourceLocation: location)
    }

    static func validatorsDeliversSaved(on sut: some FeedStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        let saved = CacheValidators(etag: "\"v2\"", lastModified: "Sat, 21 Nov 2026 06:40:00 GMT")
        try await sut.insert(makeFeed(), validators: saved, savedAt: anyDate(), for: anyURL("with"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("without"))

        #expect(try await sut.validators(for: anyURL("with")) == saved, sourceLocation: location)
        #expect(try await sut.validators(for: anyURL("without")) == nil, sourceLocation: location)
        #expect(try await sut.validators(for: anyURL("missing")) == nil, sourceLocation: location)
    }
}
