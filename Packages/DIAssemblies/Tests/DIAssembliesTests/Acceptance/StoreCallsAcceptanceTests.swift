import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Synchronization
import Testing

@Suite("The feed chain enters the store once on the way in (one read) and once on the way out (the save)")
struct StoreCallsAcceptanceTests {
    private let url = anyURL("calls.xml")
    private let fresh = acceptanceNow.addingTimeInterval(-60)
    private let stale = acceptanceNow.addingTimeInterval(-2 * 3600)

    @Test("a fresh copy: one read, no save, the copy served as it is")
    func freshCopyIsReadOnce() async throws {
        let store = try await FeedStoreSpy(holding: anyFeed(), savedAt: fresh, for: url)

        let loaded = try await load(over: store, client: HTTPClientSpy())

        #expect(store.messages == [.retrieve(url)])
        #expect(loaded.origin == .cache(CacheInfo(savedAt: fresh, isStale: false)))
    }

    @Test("a stale copy and a new feed: one read, then one save")
    func staleCopyIsReadOnceThenSaved() async throws {
        let store = try await FeedStoreSpy(holding: anyFeed(), savedAt: stale, for: url)

        let loaded = try await load(over: store, client: HTTPClientStub.responding(body: rssDocument()))

        #expect(store.messages == [.retrieve(url), .insert(url)])
        #expect(loaded.origin == .remote)
    }

    @Test("a 304: one read, which gave the validators asked with; no save; the copy served as unchanged")
    func notModifiedReadsOnce() async throws {
        let store = try await FeedStoreSpy(
            holding: anyFeed(), savedAt: stale, validators: CacheValidators(etag: "\"e1\""), for: url)
        let client = HTTPClientStub { url, headers in
            let status = headers["If-None-Match"] == "\"e1\"" ? 304 : 200
            return .success(HTTPResponse(url: url, statusCode: status, body: status == 200 ? rssDocument() : Data()))
        }

        let loaded = try await load(over: store, client: client)

        #expect(store.messages == [.retrieve(url)])
        #expect(loaded.feed == anyFeed())
        #expect(loaded.origin == .cache(CacheInfo(savedAt: stale, isStale: false, fallbackReason: .unchanged)))
    }

    @Test("a network failure: one read, no save, the copy served with the failure")
    func networkFailureReadsOnce() async throws {
        let store = try await FeedStoreSpy(holding: anyFeed(), savedAt: stale, for: url)

        let loaded = try await load(
            over: store, client: HTTPClientStub.failing(with: .cannotConnect(host: "example.org")))

        #expect(store.messages == [.retrieve(url)])
        let reason = FeedLoadingError.cannotConnect(host: "example.org")
        #expect(loaded.origin == .cache(CacheInfo(savedAt: stale, isStale: false, fallbackReason: .failure(reason))))
    }

    @Test("nothing cached and a network failure: one read, and the network's error, not \"not cached\"")
    func nothingCachedThrowsTheNetworksError() async throws {
        let store = FeedStoreSpy()

        let error = await loadingError {
            try await load(over: store, client: HTTPClientStub.failing(with: .cannotConnect(host: "example.org")))
        }

        #expect(store.messages == [.retrieve(url)])
        #expect(error == .cannotConnect(host: "example.org"))
    }

    @Test("--refresh: a fresh copy is still read once, then the network asked and its feed saved")
    func forcedRefreshReadsOnce() async throws {
        let store = try await FeedStoreSpy(holding: anyFeed(), savedAt: fresh, for: url)

        let loaded = try await load(
            over: store, client: HTTPClientStub.responding(body: rssDocument()), forcesRefresh: true)

        #expect(store.messages == [.retrieve(url), .insert(url)])
        #expect(loaded.origin == .remote)
    }

    // MARK: - Helpers

    private func load(
        over store: FeedStoreSpy, client: any HTTPClient, forcesRefresh: Bool = false
    ) async throws -> LoadedFeed {
        var configuration = configuration()
        configuration.forcesRefresh = forcesRefresh
        let infrastructure = StubbedInfrastructure(client: client, feedStore: store)
        let container = try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
        return try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()
    }
}

/// A feed store over an in-memory one that records which feed each read and write was for.
private final class FeedStoreSpy: FeedStore {
    enum Message: Equatable {
        case retrieve(URL)
        case insert(URL)
        case delete(URL)
        case entries
        case deleteAll
        case recordShown([URL: Date], deletingSavedBefore: Date)
    }

    private let store = InMemoryFeedStore()
    private let recorded = Mutex<[Message]>([])

    init() {}

    /// A spy whose store already holds `feed` for `url`; that insert is not recorded.
    init(holding feed: Feed, savedAt: Date, validators: CacheValidators? = nil, for url: URL) async throws {
        try await store.insert(feed, validators: validators, savedAt: savedAt, for: url)
    }

    var messages: [Message] { recorded.withLock { $0 } }

    func retrieve(for url: URL) async throws -> CachedFeed? {
        record(.retrieve(url))
        return try await store.retrieve(for: url)
    }

    func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws
        -> FeedReadState
    {
        record(.insert(url))
        return try await store.insert(feed, validators: validators, savedAt: savedAt, for: url)
    }

    func delete(for url: URL) async throws {
        record(.delete(url))
        try await store.delete(for: url)
    }

    func entries() async throws -> [CachedFeedEntry] {
        record(.entries)
        return try await store.entries()
    }

    func deleteAll() async throws {
        record(.deleteAll)
        try await store.deleteAll()
    }

    func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int {
        record(.recordShown(shown, deletingSavedBefore: date))
        return try await store.recordShown(shown, deletingSavedBefore: date)
    }

    private func record(_ message: Message) {
        recorded.withLock { $0.append(message) }
    }
}
