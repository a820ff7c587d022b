import DI
import Domain
import Foundation
import Persistence
import Search

/// Registers the stores and the local loaders; stores open lazily, so building the container creates no file.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `(any FeedStore).self` | singleton | `SQLiteFeedStore` at ``FileLocations/feedStore`` |
/// | `(any ReadStateStore).self` | singleton | the feed store itself: read state lives with the cached copies |
/// | `(any ItemSearching).self` | singleton | the feed store itself: its full-text index follows the cached items |
/// | `(any ImageDataStore).self` | singleton | `SQLiteImageDataStore` at ``FileLocations/imageStore`` |
/// | `LocalFeedLoader.self, argument: url` | graph | the cached copy of `url`, one per URL per resolution |
/// | `(any FeedLoader).self, name: .local, argument: url` | graph | that `LocalFeedLoader`: loads the copy |
/// | `(any FeedCache).self, argument: url` | graph | that `LocalFeedLoader`: saves copies of `url` |
/// | `(any CacheValidatorsProvider).self, argument: url` | graph | that `LocalFeedLoader`: the validators saved with the copy |
/// | `(any ImageDataLoader).self, name: .local` | singleton | cached images (`LocalImageDataLoader`) |
/// | `(any ImageDataCache).self` | singleton | saves images |
/// | `(any FeedCacheMaintenance).self` | singleton | entries, clear, prune by the configured retention |
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
    }

    // Declared by their parameters, the stores are never run by validation: they would open their files.
    private func registerStores(in container: Container) {
        container.autoregister((any FeedStore).self, scope: .singleton) {
            (files: FileLocations, logger: any Logger) -> any FeedStore in
            SQLiteFeedStore(fileURL: files.feedStore, logger: logger)
        }
        .implements((any ReadStateStore).self).implements((any ItemSearching).self)
        container.autoregister((any ImageDataStore).self, scope: .singleton) {
            (files: FileLocations, logger: any Logger) -> any ImageDataStore in
            SQLiteImageDataStore(fileURL: files.imageStore, logger: logger)
        }
    }

    /// One `LocalFeedLoader` per feed URL per resolution: the chain's local copy, its cache and the remote
    /// loader's validators are the same object in three roles.
    private func registerFeedCache(in container: Container) {
        container.autoregister(LocalFeedLoader.self, scope: .graph, argument: URL.self) {
            (url: URL, store: any FeedStore, configuration: AppConfiguration, clock: any WallClock) in
            LocalFeedLoader(url: url, store: store, policy: configuration.freshness, clock: clock)
        }
        .implements((any FeedLoader).self, name: .local)
        .implements((any FeedCache).self)
        .implements((any CacheValidatorsProvider).self)
    }

    private func registerImageCache(in container: Container) {
        container.autoregister(
            LocalImageDataLoader.self, scope: .singleton, initializer: LocalImageDataLoader.init(store:)
        )
        .implements((any ImageDataLoader).self, name: .local)
        .implements((any ImageDataCache).self)
    }
}
