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
        container.register(
            (any FeedCacheMaintenance).self, scope: .singleton,
            dependsOn: [.init((any FeedStore).self), .init(AppConfiguration.self)]
        ) { r in
            LocalFeedCacheMaintenance(
                store: try r.resolve((any FeedStore).self), retention: try r.resolve(AppConfiguration.self).retention)
        }
        container.register((any SubscriptionStore).self, scope: .singleton, dependsOn: [.init(FileLocations.self)]) {
            r in
            FileSubscriptionStore(fileURL: try r.resolve(FileLocations.self).subscriptions)
        }
    }

    private func registerStores(in container: Container) {
        let needs: [ServiceKey] = [.init(FileLocations.self), .init((any Logger).self)]
        container.register((any FeedStore).self, scope: .singleton, dependsOn: needs) { r in
            SQLiteFeedStore(
                fileURL: try r.resolve(FileLocations.self).feedStore, logger: try r.resolve((any Logger).self))
        }.implements((any ReadStateStore).self).implements((any ItemSearching).self)
        container.register((any ImageDataStore).self, scope: .singleton, dependsOn: needs) { r in
            SQLiteImageDataStore(
                fileURL: try r.resolve(FileLocations.self).imageStore, logger: try r.resolve((any Logger).self))
        }
    }

    /// One `LocalFeedLoader` per feed URL per resolution: the chain's local copy, its cache and the remote
    /// loader's validators are the same object in three roles.
    private func registerFeedCache(in container: Container) {
        let needs: [ServiceKey] = [
            .init((any FeedStore).self), .init(AppConfiguration.self), .init((any WallClock).self),
        ]
        container.register(LocalFeedLoader.self, scope: .graph, dependsOn: needs) { (r: Resolver, url: URL) in
            LocalFeedLoader(
                url: url, store: try r.resolve((any FeedStore).self),
                policy: try r.resolve(AppConfiguration.self).freshness, clock: try r.resolve((any WallClock).self))
        }
        .implements((any FeedLoader).self, name: .local)
        .implements((any FeedCache).self)
        .implements((any CacheValidatorsProvider).self)
    }

    private func registerImageCache(in container: Container) {
        let local = container.register(
            LocalImageDataLoader.self, scope: .singleton, dependsOn: [.init((any ImageDataStore).self)]
        ) { r in
            LocalImageDataLoader(store: try r.resolve((any ImageDataStore).self))
        }
        local.implements((any ImageDataLoader).self, name: .local)
        local.implements((any ImageDataCache).self)
    }
}
