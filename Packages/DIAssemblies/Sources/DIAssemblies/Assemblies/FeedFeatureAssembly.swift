import DI
import Domain
import Networking
import Persistence

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Composes each feed's loader, remote → cached → fallback → polite → logged, and the image loader.
///
/// The chain over the network is one registration whose parameters are what its links need, declared once, so
/// validation checks them and the dependency graph shows them without running a factory; its body builds the
/// links with their initializers, in order, as a load goes out. The feed's ``FeedRequest`` is the runtime
/// argument. The feed's saved copy (`LocalFeedLoader`) is one value in two roles: the polite link reads it once
/// and hands what it read down the chain (its validators make the request conditional; it is the fallback), and
/// the cached link saves the network's feed to it, the one write.
///
/// | resolve | gives |
/// | --- | --- |
/// | `(any FeedLoader).self, name: .online, argument: request` | `RemoteFeedLoader`, cached, with fallback, polite |
/// | `(any FeedLoader).self, argument: request` | logged: `.online` for http(s), the saved copy offline, the file |
/// | `(any ImageDataLoader).self, name: .online` | `RemoteImageDataLoader`, cached |
/// | `(any ImageDataLoader).self` | the saved image, else `.online`; the saved one alone offline |
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
        container.autoregister((any FeedLoader).self, name: .online, argument: FeedRequest.self) {
            (
                request: FeedRequest, client: any HTTPClient, mapper: any FeedMapper,
                copy: WithArgument<LocalFeedLoader>,
                logger: any Logger, configuration: AppConfiguration, clock: any WallClock
            ) -> any FeedLoader in
            let copy = copy.value
            // Remote: the feed from the network, asked only if changed since the copy's validators.
            let remote = RemoteFeedLoader(url: request.url, client: client, mapper: mapper)
            // Cached: what the network delivers is saved.
            let cached = FeedLoaderCacheDecorator(decoratee: remote, cache: copy, logger: logger)
            // Fallback: the copy when the network fails or says it has not changed.
            let fallback = FeedLoaderWithFallbackComposite(primary: cached)
            // Polite: the copy, read once, while it is fresh (never when the configuration forces a refresh),
            // else handed down to the fallback.
            let interval = configuration.forcesRefresh ? nil : request.refreshInterval ?? configuration.refreshInterval
            return PoliteFeedLoader(decoratee: fallback, cache: copy, interval: interval, clock: clock)
        }
    }

    // The entry points are declared by hand, as the factories that resolve lazily: each builds the one chain the
    // feed (or the mode) takes, where parameters would build every chain for every feed.
    private func registerFeedRouting(in container: Container) {
        container.register(
            (any FeedLoader).self,
            dependsOn: [
                .init(AppConfiguration.self),
                .init((any FeedLoader).self, name: .online, argumentType: FeedRequest.self),
                .init(LocalFeedLoader.self, argumentType: FeedRequest.self), .init(FileHTTPClient.self),
                .init((any FeedMapper).self), .init((any Logger).self), .init((any WallClock).self),
            ]
        ) { (r: Resolver, request: FeedRequest) -> any FeedLoader in
            let loader: any FeedLoader =
                switch try Self.route(for: request.url, resolver: r) {
                case .online: try r.resolve((any FeedLoader).self, name: .online, argument: request)
                case .offline: try r.resolve(LocalFeedLoader.self, argument: request)
                case .file:
                    RemoteFeedLoader(
                        url: request.url, client: try r.resolve(FileHTTPClient.self),
                        mapper: try r.resolve((any FeedMapper).self))
                }
            // Logged: every load, whichever way it went.
            return LoggingFeedLoader(
                decoratee: loader, url: request.url, logger: try r.resolve((any Logger).self),
                clock: try r.resolve((any WallClock).self))
        }
    }

    private func registerImageChain(in container: Container) {
        container.autoregister((any ImageDataLoader).self, name: .online, scope: .singleton) {
            (client: any HTTPClient, cache: LocalImageDataLoader, logger: any Logger) -> any ImageDataLoader in
            // Cached: what the network delivers is saved.
            ImageDataLoaderCacheDecorator(
                decoratee: RemoteImageDataLoader(client: client), cache: cache, logger: logger)
        }
        // Saved first: the network only for an image not saved yet, and never offline.
        container.register(
            (any ImageDataLoader).self, scope: .singleton,
            dependsOn: [
                .init(AppConfiguration.self), .init(LocalImageDataLoader.self),
                .init((any ImageDataLoader).self, name: .online),
            ]
        ) { r -> any ImageDataLoader in
            let saved = try r.resolve(LocalImageDataLoader.self)
            guard !(try r.resolve(AppConfiguration.self).isOffline) else { return saved }
            return ImageDataLoaderWithFallbackComposite(
                primary: saved, fallback: try r.resolve((any ImageDataLoader).self, name: .online))
        }
    }

    /// The way a feed at `url` is read: over the network, from its saved copy (offline), or from a file.
    private enum Route { case online, offline, file }

    /// The way `url` is read: a file for file URLs, the saved copy when offline, else the network.
    ///
    /// - Throws: `FeedLoadingError.invalidAddress` for any other kind of URL.
    private static func route(for url: URL, resolver: Resolver) throws -> Route {
        if url.isFileURL { return .file }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw FeedLoadingError.invalidAddress(url.absoluteString)
        }
        return try resolver.resolve(AppConfiguration.self).isOffline ? .offline : .online
    }
}
