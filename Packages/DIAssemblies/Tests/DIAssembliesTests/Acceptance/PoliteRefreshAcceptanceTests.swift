import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import NetworkingTestSupport
import Persistence
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

    @Test("a subscription's own interval replaces the app's")
    func subscriptionIntervalWins() async throws {
        let store = try await storeHolding(savedAt: acceptanceNow.addingTimeInterval(-2 * 3600))
        let client = HTTPClientSpy()

        let loaded = try await load(
            StubbedInfrastructure(client: client, feedStore: store),
            subscriptions: [Subscription(url: url, refreshInterval: 3 * 3600)])

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

    // MARK: - Helpers

    private func load(
        _ infrastructure: StubbedInfrastructure, forcesRefresh: Bool = false, subscriptions: [Subscription] = []
    ) async throws -> LoadedFeed {
        var configuration = configuration()
        configuration.forcesRefresh = forcesRefresh
        let container = try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
        try await container.resolve((any SubscriptionStore).self).save(subscriptions)
        return try await container.resolve((any FeedLoader).self, argument: url).load()
    }

    private func storeHolding(savedAt: Date) async throws -> InMemoryFeedStore {
        let store = InMemoryFeedStore()
        try await store.insert(anyFeed(), validators: nil, savedAt: savedAt, for: url)
        return store
    }
}
