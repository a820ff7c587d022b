import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Testing

/// When a read last showed a feed travels with the copy, as its items' read states do: every way the chain serves
/// a feed gives it from the cache's one read or save, and none asks the cache again.
@Suite("The last showing, through the composition root")
struct LastShownAcceptanceTests {
    private let url = anyURL("feed.xml")
    private let shownAt = acceptanceNow.addingTimeInterval(-300)

    @Test("a fresh copy, served without a request, carries its last showing and its read states")
    func freshCopy_carriesTheLastShowing() async throws {
        let store = try await storeShown()
        let client = HTTPClientSpy()

        let loaded = try await load(StubbedInfrastructure(client: client, feedStore: store))

        #expect(client.messages.isEmpty, "served fresh from the cache")
        #expect(loaded.lastShown == shownAt)
        #expect(loaded.readStates?.count == anyFeed().items.count)
    }

    @Test("a new version saved carries the last showing the save kept")
    func newVersionSaved_carriesTheLastShowing() async throws {
        let store = try await storeShown()
        let client = HTTPClientStub.responding(body: rssDocument(items: 4))

        let loaded = try await load(StubbedInfrastructure(client: client, feedStore: store), forcesRefresh: true)

        #expect(loaded.origin == .remote)
        #expect(loaded.lastShown == shownAt)
        #expect(loaded.readStates?.count == 4)
    }

    @Test("a first save carries no last showing, with read states: never shown")
    func firstSave_isNeverShown() async throws {
        let client = HTTPClientStub.responding(body: rssDocument(items: 2))

        let loaded = try await load(StubbedInfrastructure(client: client), forcesRefresh: true)

        #expect(loaded.readStates?.count == 2)
        #expect(loaded.lastShown == nil)
    }

    @Test("a 304 and a failing network serve the saved copy with its last showing")
    func fallbacks_carryTheLastShowing() async throws {
        let unchanged = HTTPClientStub { url, _ in .success(HTTPResponse(url: url, statusCode: 304, body: Data())) }
        let failing = HTTPClientStub.failing(with: .cannotConnect(host: "example.org"))

        let notModified = try await load(
            StubbedInfrastructure(client: unchanged, feedStore: try await storeShown()), forcesRefresh: true)
        let fallback = try await load(
            StubbedInfrastructure(client: failing, feedStore: try await storeShown()), forcesRefresh: true)

        #expect(notModified.origin == .cache(CacheInfo(savedAt: shownAt, isStale: false, fallbackReason: .unchanged)))
        #expect(notModified.lastShown == shownAt)
        #expect(fallback.lastShown == shownAt)
    }

    @Test("a save that failed carries neither read states nor a last showing: no cache answered")
    func failedSave_carriesNoLastShowing() async throws {
        let infrastructure = StubbedInfrastructure(
            client: HTTPClientStub.responding(body: rssDocument()), feedStore: FailingSaveFeedStore())

        let loaded = try await load(infrastructure, forcesRefresh: true)

        #expect(loaded.origin == .remote)
        #expect(loaded.readStates == nil)
        #expect(loaded.lastShown == nil)
    }

    // MARK: - Helpers

    private func load(_ infrastructure: StubbedInfrastructure, forcesRefresh: Bool = false) async throws
        -> LoadedFeed
    {
        var configuration = configuration()
        configuration.forcesRefresh = forcesRefresh
        let container = try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
        return try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()
    }

    /// A store holding a copy saved and shown five minutes ago, with an ETag.
    private func storeShown() async throws -> InMemoryFeedStore {
        let store = InMemoryFeedStore()
        try await store.insert(anyFeed(), validators: CacheValidators(etag: "\"e1\""), savedAt: shownAt, for: url)
        _ = try await store.recordShown([url: shownAt], deletingSavedBefore: .distantPast)
        return store
    }
}
