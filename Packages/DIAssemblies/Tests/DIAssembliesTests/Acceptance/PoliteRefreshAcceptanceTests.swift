import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import NetworkingTestSupport
import Persistence
import Synchronization
import Testing

@Suite("Polite refresh, through the composition root")
struct PoliteRefreshAcceptanceTests {
    private let url = anyURL("feed.xml")

    @Test("a copy saved within the refresh interval is served without a request")
    func freshCopyIsServed() async throws {
        let store = try await storeHolding(savedAt: acceptanceNow.addingTimeInterval(-60))
        let client = HTTPClientSpy()

        let loaded = try await load(StubbedInfrastructure(client: client, feedStore: store))

        #expect(loaded.origin == .cache(CacheInfo(savedAt: acceptanceNow.addingTimeInterval(-60), isStale: false)))
        #expect(client.messages.isEmpty)
    }

    @Test("--refresh asks the server however recently the copy was saved")
    func forcedRefreshAsks() async throws {
        let store = try await storeHolding(savedAt: acceptanceNow.addingTimeInterval(-60))
        let client = HTTPClientStub.responding(body: rssDocument())

        let loaded = try await load(StubbedInfrastructure(client: client, feedStore: store), forcesRefresh: true)

        #expect(loaded.origin == .remote)
    }

    @Test("the interval a request carries (its subscription's own) replaces the app's")
    func subscriptionIntervalWins() async throws {
        let store = try await storeHolding(savedAt: acceptanceNow.addingTimeInterval(-2 * 3600))
        let client = HTTPClientSpy()

        let loaded = try await load(
            StubbedInfrastructure(client: client, feedStore: store),
            request: FeedRequest(url: url, refreshInterval: 3 * 3600))

        #expect(loaded.origin.isCache)
        #expect(client.messages.isEmpty)
    }

    @Test("the server's max-age is saved and keeps the copy fresh past the interval")
    func serverLifetimeIsKept() async throws {
        let store = InMemoryFeedStore()
        let first = HTTPClientStub.responding(body: rssDocument(), headers: ["Cache-Control": "max-age=7200"])
        _ = try await load(StubbedInfrastructure(client: first, feedStore: store), forcesRefresh: true)
        let later = FixedWallClock(now: acceptanceNow.addingTimeInterval(3600))
        let client = HTTPClientSpy()

        let loaded = try await load(StubbedInfrastructure(client: client, feedStore: store, clock: later))

        #expect(loaded.origin.isCache)
        #expect(client.messages.isEmpty)
    }

    @Test("the chain never reads the subscription list: a feed's facts travel with its request")
    func listIsReadOnce() async throws {
        let feeds = [url, anyURL("b"), anyURL("c")]
        let store = InMemoryFeedStore()
        for feed in feeds {
            try await store.insert(
                anyFeed(), validators: nil, savedAt: acceptanceNow.addingTimeInterval(-60), for: feed)
        }
        let subscriptions = CountingSubscriptionStore([Subscription(url: url, refreshInterval: 3 * 3600)])
        let infrastructure = StubbedInfrastructure(client: HTTPClientSpy(), feedStore: store)
        let container = try AppContainer.buildTest(
            configuration: configuration(), overrides: [infrastructure, subscriptions])

        for feed in feeds {
            _ = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: feed)).load()
        }

        #expect(subscriptions.loads == 0)
    }

    // MARK: - Helpers

    private func load(
        _ infrastructure: StubbedInfrastructure, forcesRefresh: Bool = false, request: FeedRequest? = nil
    ) async throws -> LoadedFeed {
        var configuration = configuration()
        configuration.forcesRefresh = forcesRefresh
        let container = try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
        return try await container.resolve((any FeedLoader).self, argument: request ?? FeedRequest(url: url)).load()
    }

    private func storeHolding(savedAt: Date) async throws -> InMemoryFeedStore {
        let store = InMemoryFeedStore()
        try await store.insert(anyFeed(), validators: nil, savedAt: savedAt, for: url)
        return store
    }
}

/// A subscription store that counts its loads; registered as the container's store.
private final class CountingSubscriptionStore: SubscriptionStore, ServiceAssembly {
    private let subscriptions: [Subscription]
    private let count = Mutex(0)

    init(_ subscriptions: [Subscription]) {
        self.subscriptions = subscriptions
    }

    var loads: Int { count.withLock { $0 } }

    func load() async throws -> [Subscription] {
        count.withLock { $0 += 1 }
        return subscriptions
    }

    func save(_ subscriptions: [Subscription]) async throws {}

    func assemble(container: Container) {
        container.register((any SubscriptionStore).self, scope: .singleton) { _ in self }
    }
}
