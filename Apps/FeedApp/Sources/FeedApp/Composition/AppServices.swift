import DI
import DIAssemblies
import Domain
import Presentation
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the commands are built from, as plain values: the one place the app's container is resolved.
///
/// A command's `make` takes what it needs from here; no command sees the container. The per-feed loaders are
/// functions of the feed (one presenter serves every feed), and the image loader is built only when asked, since its HTTP client
/// loads libcurl on first use.
struct AppServices: Sendable {
    /// The loader of a feed: remote, cached, with fallback, polite, logged (`FeedFeatureAssembly`).
    let loaders: @Sendable (FeedRequest) throws -> any FeedLoader
    /// Presents every feed shown, each named by its URL.
    let presenter: FeedPresenter
    /// The image loader: saved images first, else the network, cached.
    let images: @Sendable () throws -> any ImageDataLoader
    /// What was read, and the saved items it is kept with.
    let readState: any ReadStateStore
    /// Lists and clears the saved feeds, and ends a read: records the feeds shown and prunes.
    let maintenance: any FeedCacheMaintenance
    /// The subscriptions.
    let subscriptions: any SubscriptionStore
    /// Reads and writes subscription lists (OPML).
    let codec: any SubscriptionListCodec
    /// Searches the saved items.
    let search: ItemSearch
    /// Tells "now".
    let clock: any WallClock
    /// Where the steps are logged.
    let logger: any Logger

    /// Resolves every service from `container`, once.
    ///
    /// - Throws: DI's error when a service cannot be resolved.
    init(container: Container) throws {
        loaders = { request in try container.resolve((any FeedLoader).self, argument: request) }
        presenter = try container.resolve(FeedPresenter.self)
        images = { try container.resolve((any ImageDataLoader).self) }
        readState = try container.resolve((any ReadStateStore).self)
        maintenance = try container.resolve((any FeedCacheMaintenance).self)
        subscriptions = try container.resolve((any SubscriptionStore).self)
        codec = try container.resolve((any SubscriptionListCodec).self)
        search = try container.resolve(ItemSearch.self)
        clock = try container.resolve((any WallClock).self)
        logger = try container.resolve((any Logger).self)
    }

    /// The way through `feed read` and bare `feed`, over these services.
    var feeds: FeedReading {
        FeedReading(
            loaders: loaders, presenter: presenter, maintenance: maintenance, readState: readState, clock: clock,
            logger: logger)
    }
}
