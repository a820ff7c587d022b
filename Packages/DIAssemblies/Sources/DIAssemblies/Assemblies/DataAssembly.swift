import DI
import Domain
import Foundation
import Persistence
import Search

/// Registers the stores and the local loaders; stores open lazily, so building the container creates no file.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `(any FeedStore).self` | singleton | `SQLiteFeedStore` at ``FileLocations/feedStore``, or in memory for the preview |
/// | `(any ReadStateStore).self` | singleton | the feed store itself: read state lives with the cached copies |
/// | `(any ItemSearching).self` | singleton | the feed store itself: its full-text index follows the cached items |
/// | `(any ImageDataStore).self` | singleton | `SQLiteImageDataStore` at ``FileLocations/imageStore``, or in memory for the preview |
/// | `(any FeedLoader).self, name: .local, argument: url` | transient | the cached copy of `url` (`LocalFeedLoader`) |
/// | `(any FeedCache).self, argument: url` | transient | saves copies of `url` |
/// | `(any CacheValidatorsProvider).self, argument: url` | transient | the validators saved with `url`'s copy |
/// | `(any ImageDataLoader).self, name: .local` | singleton | cached images (`LocalImageDataLoader`) |
/// | `(any ImageDataCache).self` | singleton | saves images |
/// | `(any FeedCacheMaintenance).self` | singleton | entries, clear, prune by the configured retention |
/// | `(any SubscriptionStore).self` | singleton | `FileSubscriptionStore` at ``FileLocations/subscriptions`` |
public struct DataAssembly: ServiceAssembly {
    /// The most bytes of images the preview keeps in memory.
    public static let previewImageByteLimit = 16 * 1024 * 1024

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
        let needs: [ServiceKey] = [.init(AppConfiguration.self), .init(FileLocations.self), .init((any Logger).self)]
        container.register((any FeedStore).self, scope: .singleton, dependsOn: needs) { r in
            guard !(try r.resolve(AppConfiguration.self).usesBundledSample) else { return InMemoryFeedStore() }
            return SQLiteFeedStore(
                fileURL: try r.resolve(FileLocations.self).feedStore, logger: try r.resolve((any Logger).self))
        }.implements((any ReadStateStore).self).implements((any ItemSearching).self)
        container.register((any ImageDataStore).self, scope: .singleton, dependsOn: needs) { r in
            guard !(try r.resolve(AppConfiguration.self).usesBundledSample) else {
                return InMemoryImageDataStore(byteLimit: Self.previewImageByteLimit)
            }
            return SQLiteImageDataStore(
                fileURL: try r.resolve(FileLocations.self).imageStore, logger: try r.resolve((any Logger).self))
        }
    }

    private func registerFeedCache(in container: Container) {
        let needs: [ServiceKey] = [
            .init((any FeedStore).self), .init(AppConfiguration.self), .init((any WallClock).self),
        ]
        let local: @Sendable (Resolver, URL) throws -> LocalFeedLoader = { r, url in
            LocalFeedLoader(
                url: url, store: try r.resolve((any FeedStore).self),
                policy: try r.resolve(AppConfiguration.self).freshness, clock: try r.resolve((any WallClock).self))
        }
        container.register((any FeedLoader).self, name: .local, dependsOn: needs) { (r: Resolver, url: URL) in
            try local(r, url)
        }
        container.register((any FeedCache).self, dependsOn: needs) { (r: Resolver, url: URL) in try local(r, url) }
        container.register((any CacheValidatorsProvider).self, dependsOn: needs) { (r: Resolver, url: URL) in
            try local(r, url)
        }
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
