import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import Persistence
import Search

/// The override assembly of the acceptance tests: a stubbed network, in-memory stores, a fixed clock, a logger spy
/// (the test build refuses every other live service: the file client unless given, the subscription store).
struct StubbedInfrastructure: ServiceAssembly {
    var client: any HTTPClient
    var feedStore: any FeedStore = InMemoryFeedStore()
    var imageStore: any ImageDataStore = InMemoryImageDataStore(byteLimit: 1024 * 1024)
    var clock: any WallClock = FixedWallClock(now: acceptanceNow)
    var logger: any Logger = LoggerSpy()
    /// The file client, for a test that reads a file of its own; `nil` leaves it refused, as live.
    var fileClient: FileHTTPClient?

    func assemble(container: Container) {
        let (client, feedStore, imageStore, clock, logger) = (client, feedStore, imageStore, clock, logger)
        if let fileClient { container.register(FileHTTPClient.self, scope: .singleton) { _ in fileClient } }
        container.register((any HTTPClient).self, scope: .singleton) { _ in client }
        // The aliases too: the layer's would still give its SQLite store (a test build now refuses it).
        container.register((any FeedStore).self, scope: .singleton) { _ in feedStore }
            .implements((any ReadStateStore).self).implements((any ItemSearching).self)
        container.register((any ImageDataStore).self, scope: .singleton) { _ in imageStore }
        container.register((any WallClock).self, scope: .singleton) { _ in clock }
        container.register((any Logger).self, scope: .singleton) { _ in logger }
    }
}

/// The "now" of the acceptance tests' clock.
let acceptanceNow = Date(timeIntervalSince1970: 1_750_000_000)

/// A feed store whose saves fail as a full disk would; reads find nothing.
struct FailingSaveFeedStore: FeedStore {
    static let error = CacheError.unavailable(reason: "the disk is full")

    func retrieve(for url: URL) async throws -> CachedFeed? { nil }
    func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws
        -> FeedReadState
    {
        throw Self.error
    }
    func delete(for url: URL) async throws {}
    func entries() async throws -> [CachedFeedEntry] { [] }
    func deleteAll() async throws {}
    func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int { 0 }
}

/// An RSS document of `items` items titled `title`.
func rssDocument(title: String = "Remote feed", items: Int = 3) -> Data {
    let entries = (0..<items).map { "<item><guid>r-\($0)</guid><title>Remote \($0)</title></item>" }.joined()
    return Data("<rss version=\"2.0\"><channel><title>\(title)</title>\(entries)</channel></rss>".utf8)
}

func configuration(offline: Bool = false) -> AppConfiguration {
    var configuration = AppContainer.testConfiguration()
    configuration.isOffline = offline
    return configuration
}
