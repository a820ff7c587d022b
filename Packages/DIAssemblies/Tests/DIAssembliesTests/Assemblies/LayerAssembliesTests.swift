import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import Persistence
import Search
import Synchronization
import Testing

@Suite("Layer assemblies")
struct LayerAssembliesTests {
    @Test("infrastructure: a stream logger at the configured level, or one that discards")
    func loggerFollowsConfiguration() throws {
        var configuration = AppContainer.testConfiguration()
        configuration.logDestination = .standardError
        configuration.logLevel = .error
        var quiet = configuration
        quiet.logDestination = .discarded

        let logger = try makeContainer(configuration).resolve((any Logger).self)
        let quietLogger = try makeContainer(quiet).resolve((any Logger).self)

        #expect((logger as? StreamLogger)?.minimumLevel == .error)
        #expect(quietLogger is DiscardingLogger)
    }

    @Test("infrastructure: the file locations lie in the configured folders")
    func fileLocations() throws {
        let directory = URL(fileURLWithPath: "/tmp/feed-locations", isDirectory: true)
        let configuration = AppContainer.testConfiguration(directory: directory)

        let locations = try makeContainer(configuration).resolve(FileLocations.self)

        #expect(locations.feedStore.path == "/tmp/feed-locations/cache/feeds.sqlite")
        #expect(locations.imageStore.path == "/tmp/feed-locations/cache/images.sqlite")
        #expect(locations.subscriptions.path == "/tmp/feed-locations/config/subscriptions.txt")
    }

    @Test("data: SQLite stores on disk; the preview's override keeps them in memory")
    func storesOnDiskOrInPreviewMemory() throws {
        let production = try makeContainer(AppContainer.testConfiguration())
        let inMemory = try AppContainer.buildPreview()

        #expect(try production.resolve((any FeedStore).self) is SQLiteFeedStore)
        #expect(try production.resolve((any ImageDataStore).self) is SQLiteImageDataStore)
        #expect(try inMemory.resolve((any FeedStore).self) is InMemoryFeedStore)
        #expect(try inMemory.resolve((any ImageDataStore).self) is InMemoryImageDataStore)
    }

    @Test("data: the read state is kept by the feed store itself, so clearing the cache forgets it")
    func readStateIsTheFeedStore() throws {
        for container in [try makeContainer(AppContainer.testConfiguration()), try AppContainer.buildPreview()] {
            let feeds = ObjectIdentifier(try container.resolve((any FeedStore).self) as AnyObject)
            let readState = ObjectIdentifier(try container.resolve((any ReadStateStore).self) as AnyObject)
            let index = ObjectIdentifier(try container.resolve((any ItemSearching).self) as AnyObject)

            #expect(feeds == readState)
            #expect(feeds == index)
        }
    }

    @Test("data: a feed's saved copy loads what was saved for its URL, with the validators saved with it")
    func localLoaderPerURL() async throws {
        let container = try AppContainer.buildTest(overrides: [StubbedInfrastructure(client: HTTPClientStubs.unused)])
        let url = anyURL()

        let copy = try container.resolve(LocalFeedLoader.self, argument: FeedRequest(url: url))
        try await copy.save(anyFeed(), validators: anyValidators())
        let loaded = try await container.resolve(LocalFeedLoader.self, argument: FeedRequest(url: url)).load()
        let other = await loadingError {
            try await container.resolve(LocalFeedLoader.self, argument: FeedRequest(url: anyURL("other.xml"))).load()
        }

        #expect(loaded.feed == anyFeed())
        #expect(loaded.validators == anyValidators())
        #expect(other == .notCached)
    }

    @Test(
        "data: resolving the chain makes one saved copy per feed, used in its two roles; each resolution its own")
    func oneLocalLoaderPerResolution() throws {
        let container = try AppContainer.buildTest(overrides: [StubbedInfrastructure(client: HTTPClientStubs.unused)])
        let events = Mutex<[ResolutionEvent]>([])
        container.traceResolutions { event in events.withLock { $0.append(event) } }

        _ = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: anyURL("one.xml")))
        _ = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: anyURL("one.xml")))
        container.traceResolutions(nil)

        // The chain asks for the copy once and hands it to the polite link (which reads it) and the cached link
        // (which saves to it); the next resolution makes its own.
        let steps = events.withLock { $0 }.filter {
            $0.key == ServiceKey(LocalFeedLoader.self, argumentType: FeedRequest.self)
        }
        #expect(steps.count == 2)
        #expect(steps.filter(\.isCreated).count == 2)
    }

    @Test("feature: the chain is logged around the online links, and the image loader tries the saved image first")
    func theChainsOutermostLinks() throws {
        let container = try AppContainer.buildTest(overrides: [StubbedInfrastructure(client: HTTPClientStubs.unused)])
        let request = FeedRequest(url: anyURL())

        #expect(try container.resolve((any FeedLoader).self, name: .online, argument: request) is PoliteFeedLoader)
        #expect(try container.resolve((any FeedLoader).self, argument: request) is LoggingFeedLoader)
        #expect(try container.resolve((any ImageDataLoader).self) is ImageDataLoaderWithFallbackComposite)
    }

    // MARK: - Helpers

    private func makeContainer(_ configuration: AppConfiguration) throws -> Container {
        try AppContainer.build(configuration: configuration)
    }
}

enum HTTPClientStubs {
    /// A client for tests that must not reach the network: every request fails to connect.
    static let unused: any HTTPClient = FailingHTTPClient()

    private struct FailingHTTPClient: HTTPClient {
        func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
            throw .cannotConnect(host: url.host ?? url.absoluteString)
        }
    }
}
