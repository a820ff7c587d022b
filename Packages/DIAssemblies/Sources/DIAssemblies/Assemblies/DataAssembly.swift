import DI
import Domain
import Persistence
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Registers the stores and the local loaders; stores open lazily, so building the container creates no file.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `(any FeedStore).self` | singleton | `SQLiteFeedStore` at ``FileLocations/feedStore`` |
/// | `(any ReadStateStore).self` | singleton | the feed store itself: read state lives with the cached copies |
/// | `(any ItemSearching).self` | singleton | the feed store itself: its full-text index follows the cached items |
/// | `(any ImageDataStore).self` | singleton | `SQLiteImageDataStore` at ``FileLocations/imageStore`` |
/// | `LocalFeedLoader.self, argument: request` | graph | the saved copy of the request's feed, one per resolution |
/// | `LocalImageDataLoader.self` | singleton | saved images: loads and saves them |
/// | `(any FeedCacheMaintenance).self` | singleton | entries, clear, and a read's end: its showings recorded and a prune by the configured retention |
/// | `(any SubscriptionStore).self` | singleton | `FileSubscriptionStore` at ``FileLocations/subscriptions`` |
public struct DataAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the stores, the local loaders, the cache maintenance and the subscription store.
    public func assemble(container: Container) {
        registerStores(in: container)
        registerFeedCache(in: container)
        registerImageCache(in: container)
        container.autoregister((any FeedCacheMaintenance).self, scope: .singleton) {
            (store: any FeedStore, configuration: AppConfiguration) -> any FeedCacheMaintenance in
            LocalFeedCacheMaintenance(store: store, retention: configuration.retention)
        }
        container.autoregister((any SubscriptionStore).self, scope: .singleton) {
            (files: FileLocations) -> any SubscriptionStore in FileSubscriptionStore(fileURL: files.subscriptions)
        }
        .liveOnly()
    }

    // Declared by their parameters, the stores are never run by validation: they would open their files. Live only:
    // a test build refuses them (and the aliases) unless an override replaces them.
    private func registerStores(in container: Container) {
        container.autoregister((any FeedStore).self, scope: .singleton) {
            (files: FileLocations, logger: any Logger) -> any FeedStore in
            SQLiteFeedStore(fileURL: files.feedStore, logger: logger)
        }
        .implements((any ReadStateStore).self).implements((any ItemSearching).self)
        .liveOnly()
        container.autoregister((any ImageDataStore).self, scope: .singleton) {
            (files: FileLocations, logger: any Logger) -> any ImageDataStore in
            SQLiteImageDataStore(fileURL: files.imageStore, logger: logger)
        }
        .liveOnly()
    }

    /// One `LocalFeedLoader` per feed per resolution: the chain's saved copy, its cache and the remote loader's
    /// validators are the same value in three roles.
    private func registerFeedCache(in container: Container) {
        container.autoregister(LocalFeedLoader.self, scope: .graph, argument: FeedRequest.self) {
            (request: FeedRequest, store: any FeedStore, configuration: AppConfiguration, clock: any WallClock) in
            LocalFeedLoader(url: request.url, store: store, policy: configuration.staleness, clock: clock)
        }
    }

    private func registerImageCache(in container: Container) {
        container.autoregister(
            LocalImageDataLoader.self, scope: .singleton, initializer: LocalImageDataLoader.init(store:))
    }
}
