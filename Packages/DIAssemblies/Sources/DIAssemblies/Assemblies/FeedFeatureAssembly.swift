import DI
import Domain
import Foundation
import Networking

/// Composes the loaders per feed URL, remote → cached → fallback → polite → logged, and the image loader the other way round.
///
/// Every link is its own named registration with its dependencies declared, so validation checks the chain
/// and the dependency graph shows it. The feed URL is the runtime argument.
///
/// | resolve | gives |
/// | --- | --- |
/// | `(any FeedLoader).self, name: .remote, argument: url` | `RemoteFeedLoader` over the HTTP client, conditional on the cached validators |
/// | `(any FeedLoader).self, name: .cached, argument: url` | ``FeedLoaderCacheDecorator`` saving what `.remote` delivers |
/// | `(any FeedLoader).self, name: .fallback, argument: url` | ``FeedLoaderWithFallbackComposite``: `.cached`, else `.local` |
/// | `(any FeedLoader).self, name: .polite, argument: url` | ``PoliteFeedLoader``: `.local` while fresh, else `.fallback`; `.fallback` alone with `--refresh` |
/// | `(any FeedLoader).self, name: .logged, argument: url` | ``LoggingFeedLoader`` around `.polite`: the whole online chain |
/// | `(any FeedLoader).self, name: .offline, argument: url` | ``LoggingFeedLoader`` around `.local` |
/// | `(any FeedLoader).self, name: .file, argument: url` | ``LoggingFeedLoader`` around a `RemoteFeedLoader` over the file client, not cached |
/// | `(any FeedLoader).self, argument: url` | `.file` for file URLs, `.offline` when offline, else `.logged` |
/// | `(any ImageDataLoader).self, name: .remote` | `RemoteImageDataLoader` (singleton) |
/// | `(any ImageDataLoader).self, name: .cached` | ``ImageDataLoaderCacheDecorator`` saving what `.remote` delivers |
/// | `(any ImageDataLoader).self` | ``ImageDataLoaderWithFallbackComposite``: `.local`, else `.cached`; `.local` alone when offline |
public struct FeedFeatureAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the feed chain and the image chain.
    public func assemble(container: Container) {
        registerFeedChain(in: container)
        registerFeedRouting(in: container)
        registerImageChain(in: container)
    }

    private func registerFeedChain(in container: Container) {
        container.register(
            (any FeedLoader).self, name: .remote,
            dependsOn: [
                .init((any HTTPClient).self), .init((any FeedMapper).self),
                .init((any CacheValidatorsProvider).self, argumentType: URL.self),
            ]
        ) { (r: Resolver, url: URL) in
            RemoteFeedLoader(
                url: url, client: try r.resolve((any HTTPClient).self), mapper: try r.resolve((any FeedMapper).self),
                validators: try r.resolve((any CacheValidatorsProvider).self, argument: url))
        }
        container.register(
            (any FeedLoader).self, name: .cached,
            dependsOn: [
                .init((any FeedLoader).self, name: .remote, argumentType: URL.self),
                .init((any FeedCache).self, argumentType: URL.self), .init((any Logger).self),
            ]
        ) { (r: Resolver, url: URL) in
            FeedLoaderCacheDecorator(
                decoratee: try r.resolve((any FeedLoader).self, name: .remote, argument: url),
                cache: try r.resolve((any FeedCache).self, argument: url), logger: try r.resolve((any Logger).self))
        }
        container.register(
            (any FeedLoader).self, name: .fallback,
            dependsOn: [
                .init((any FeedLoader).self, name: .cached, argumentType: URL.self),
                .init((any FeedLoader).self, name: .local, argumentType: URL.self),
            ]
        ) { (r: Resolver, url: URL) in
            FeedLoaderWithFallbackComposite(
                primary: try r.resolve((any FeedLoader).self, name: .cached, argument: url),
                fallback: try r.resolve((any FeedLoader).self, name: .local, argument: url))
        }
        registerPolite(in: container)
        registerLogged(.logged, around: .polite, in: container)
        registerLogged(.offline, around: .local, in: container)
    }

    private func registerPolite(in container: Container) {
        container.register(
            SubscriptionRefreshIntervals.self, scope: .singleton, dependsOn: [.init((any SubscriptionStore).self)]
        ) { r in
            SubscriptionRefreshIntervals(store: try r.resolve((any SubscriptionStore).self))
        }
        container.register(
            (any FeedLoader).self, name: .polite,
            dependsOn: [
                .init(AppConfiguration.self), .init((any FeedLoader).self, name: .fallback, argumentType: URL.self),
                .init((any FeedLoader).self, name: .local, argumentType: URL.self),
                .init(SubscriptionRefreshIntervals.self), .init((any WallClock).self),
            ]
        ) { (r: Resolver, url: URL) in
            let fallback = try r.resolve((any FeedLoader).self, name: .fallback, argument: url)
            let configuration = try r.resolve(AppConfiguration.self)
            guard !configuration.forcesRefresh else { return fallback }
            let intervals = try r.resolve(SubscriptionRefreshIntervals.self)
            return PoliteFeedLoader(
                decoratee: fallback, cache: try r.resolve((any FeedLoader).self, name: .local, argument: url),
                interval: { await intervals.interval(for: url) ?? configuration.refreshInterval },
                clock: try r.resolve((any WallClock).self))
        }
    }

    private func registerFeedRouting(in container: Container) {
        container.register(
            (any FeedLoader).self, name: .file,
            dependsOn: [
                .init((any HTTPClient).self, name: .file), .init((any FeedMapper).self), .init((any Logger).self),
                .init((any WallClock).self),
            ]
        ) { (r: Resolver, url: URL) in
            let file = RemoteFeedLoader(
                url: url, client: try r.resolve((any HTTPClient).self, name: .file),
                mapper: try r.resolve((any FeedMapper).self))
            return LoggingFeedLoader(
                decoratee: file, url: url, logger: try r.resolve((any Logger).self),
                clock: try r.resolve((any WallClock).self))
        }
        container.register(
            (any FeedLoader).self,
            dependsOn: [
                .init(AppConfiguration.self), .init((any FeedLoader).self, name: .logged, argumentType: URL.self),
                .init((any FeedLoader).self, name: .offline, argumentType: URL.self),
                .init((any FeedLoader).self, name: .file, argumentType: URL.self),
            ]
        ) { (r: Resolver, url: URL) in
            try r.resolve((any FeedLoader).self, name: try Self.route(for: url, resolver: r), argument: url)
        }
    }

    private func registerImageChain(in container: Container) {
        container.register(
            (any ImageDataLoader).self, name: .remote, scope: .singleton, dependsOn: [.init((any HTTPClient).self)]
        ) { r in
            RemoteImageDataLoader(client: try r.resolve((any HTTPClient).self))
        }
        container.register(
            (any ImageDataLoader).self, name: .cached, scope: .singleton,
            dependsOn: [
                .init((any ImageDataLoader).self, name: .remote), .init((any ImageDataCache).self),
                .init((any Logger).self),
            ]
        ) { r in
            ImageDataLoaderCacheDecorator(
                decoratee: try r.resolve((any ImageDataLoader).self, name: .remote),
                cache: try r.resolve((any ImageDataCache).self), logger: try r.resolve((any Logger).self))
        }
        container.register(
            (any ImageDataLoader).self, scope: .singleton,
            dependsOn: [
                .init(AppConfiguration.self), .init((any ImageDataLoader).self, name: .local),
                .init((any ImageDataLoader).self, name: .cached),
            ]
        ) { r in
            let local = try r.resolve((any ImageDataLoader).self, name: .local)
            guard !(try r.resolve(AppConfiguration.self).isOffline) else { return local }
            return ImageDataLoaderWithFallbackComposite(
                primary: local, fallback: try r.resolve((any ImageDataLoader).self, name: .cached))
        }
    }

    private func registerLogged(_ name: ServiceName, around inner: ServiceName, in container: Container) {
        container.register(
            (any FeedLoader).self, name: name,
            dependsOn: [
                .init((any FeedLoader).self, name: inner, argumentType: URL.self), .init((any Logger).self),
                .init((any WallClock).self),
            ]
        ) { (r: Resolver, url: URL) in
            LoggingFeedLoader(
                decoratee: try r.resolve((any FeedLoader).self, name: inner, argument: url), url: url,
                logger: try r.resolve((any Logger).self), clock: try r.resolve((any WallClock).self))
        }
    }

    /// The chain that serves `url`: `.file` for file URLs, `.offline` when offline, `.logged` for http(s).
    ///
    /// - Throws: `FeedLoadingError.invalidAddress` for any other kind of URL.
    private static func route(for url: URL, resolver: Resolver) throws -> ServiceName {
        if url.isFileURL { return .file }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw FeedLoadingError.invalidAddress(url.absoluteString)
        }
        return try resolver.resolve(AppConfiguration.self).isOffline ? .offline : .logged
    }
}
