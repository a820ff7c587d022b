import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Synchronization
import Testing

@Suite("Feed acceptance, through the composition root")
struct FeedAcceptanceTests {
    private let url = anyURL("feed.xml")

    @Test("online, delivers the remote feed and caches it with its validators")
    func onlineDeliversAndCaches() async throws {
        let store = InMemoryFeedStore()
        let client = HTTPClientStub.responding(body: rssDocument(), headers: ["ETag": "\"e1\""])

        let loaded = try await load(url, StubbedInfrastructure(client: client, feedStore: store))

        #expect(loaded.origin == .remote)
        #expect(loaded.feed.items.count == 3)
        let cached = try await store.retrieve(for: url)
        #expect(cached?.feed == loaded.feed)
        #expect(cached?.savedAt == acceptanceNow)
        #expect(cached?.validators == CacheValidators(etag: "\"e1\""))
    }

    @Test("offline, delivers the cached copy with its origin and never touches the network")
    func offlineDeliversCachedCopy() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-3600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt)
        let client = HTTPClientSpy()

        let loaded = try await load(url, StubbedInfrastructure(client: client, feedStore: store), offline: true)

        #expect(loaded.feed == anyFeed())
        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: false)))
        #expect(client.messages.isEmpty)
    }

    @Test("offline, delivers a stale copy marked stale")
    func offlineDeliversStaleCopy() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-2 * 24 * 3600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt)

        let loaded = try await load(
            url, StubbedInfrastructure(client: HTTPClientSpy(), feedStore: store), offline: true)

        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: true)))
    }

    @Test("offline with nothing cached, fails with 'not cached'")
    func offlineWithoutCacheFails() async {
        let error = await loadingError {
            try await load(url, StubbedInfrastructure(client: HTTPClientSpy()), offline: true)
        }

        #expect(error == .notCached)
    }

    @Test("online, a failing cache save still delivers the remote feed and logs the reason as an error")
    func failingSaveStillDelivers() async throws {
        let logger = LoggerSpy()
        let infrastructure = StubbedInfrastructure(
            client: HTTPClientStub.responding(body: rssDocument()), feedStore: FailingSaveFeedStore(), logger: logger)

        let loaded = try await load(url, infrastructure)

        #expect(loaded.origin == .remote)
        #expect(logger.lines.contains { $0.level == .error && $0.message.contains("the disk is full") })
        #expect(logger.lines.contains { $0.level == .info && $0.message.hasPrefix("Loaded \(url.absoluteString)") })
    }

    @Test("online, a 304 for the cached copy's ETag serves the cached copy marked not modified")
    func notModifiedServesCachedCopy() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt, validators: CacheValidators(etag: "\"e1\""))
        let headers = Mutex<[String: String]>([:])
        let client = HTTPClientStub { url, sent in
            headers.withLock { $0 = sent }
            let status = sent["If-None-Match"] == "\"e1\"" ? 304 : 200
            return .success(HTTPResponse(url: url, statusCode: status, body: status == 200 ? rssDocument() : Data()))
        }

        let loaded = try await load(url, StubbedInfrastructure(client: client, feedStore: store))

        #expect(headers.withLock { $0["If-None-Match"] } == "\"e1\"")
        #expect(loaded.feed == anyFeed())
        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: false, fallbackReason: .unchanged)))
    }

    @Test("online, a failing network serves the cached copy with the network's error")
    func networkFailureFallsBackToCache() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt)
        let client = HTTPClientStub.failing(with: .cannotConnect(host: "example.org"))

        let loaded = try await load(url, StubbedInfrastructure(client: client, feedStore: store))

        #expect(
            loaded.origin
                == .cache(
                    CacheInfo(
                        savedAt: savedAt, isStale: false, fallbackReason: .failure(.cannotConnect(host: "example.org")))
                ))
    }

    @Test("two feeds load concurrently, and one failing does not stop the other")
    func twoFeedsConcurrently() async throws {
        let good = anyURL("good.xml")
        let bad = anyURL("bad.xml")
        let client = HTTPClientSpy()
        let container = try AppContainer.buildTest(
            configuration: configuration(), overrides: [StubbedInfrastructure(client: client)])
        let goodLoader = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: good))
        let badLoader = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: bad))

        async let goodResult = goodLoader.load()
        async let badResult = loadingError { try await badLoader.load() }
        try await client.waitForRequests(count: 2)
        let urls = client.requestedURLs
        try client.complete(with: .cannotConnect(host: "example.org"), at: try #require(urls.firstIndex(of: bad)))
        try client.complete(withStatus: 200, body: rssDocument(), at: try #require(urls.firstIndex(of: good)))

        #expect(try await goodResult.origin == .remote)
        #expect(await badResult == .cannotConnect(host: "example.org"))
    }

    @Test("a file URL is read through the file client and never cached")
    func fileURLIsReadNotCached() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).xml")
        try rssDocument(items: 2).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let store = InMemoryFeedStore()

        let files = FileHTTPClient(maxResponseBytes: 1 << 20, timeoutSeconds: 1)

        let loaded = try await load(
            file, StubbedInfrastructure(client: HTTPClientSpy(), feedStore: store, fileClient: files))

        #expect(loaded.feed.items.count == 2)
        #expect(try await store.entries().isEmpty)
    }

    @Test("an address that is neither http(s) nor a file cannot be resolved into a loader")
    func otherSchemesAreRejected() throws {
        let container = try AppContainer.buildTest(overrides: [StubbedInfrastructure(client: HTTPClientSpy())])
        let ftp = try #require(URL(string: "ftp://example.org/feed.xml"))

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: FeedRequest(url: ftp))
        }

        #expect((error?.underlying as? FeedLoadingError) == .invalidAddress("ftp://example.org/feed.xml"))
    }

    // MARK: - Helpers

    private func load(_ url: URL, _ infrastructure: StubbedInfrastructure, offline: Bool = false) async throws
        -> LoadedFeed
    {
        // Online, these tests ask the server now, as `--refresh` does; the polite chain has tests of its own.
        var configuration = configuration(offline: offline)
        configuration.forcesRefresh = true
        let container = try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
        return try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()
    }

    private func storeHolding(
        _ feed: Feed, savedAt: Date, validators: CacheValidators? = nil
    ) async throws -> InMemoryFeedStore {
        let store = InMemoryFeedStore()
        try await store.insert(feed, validators: validators, savedAt: savedAt, for: url)
        return store
    }
}
