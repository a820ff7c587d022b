import DI
import Domain
import Foundation
import Networking

/// Composes the loaders per feed URL, remote → cached → fallback → polite → logged, and the image loader the other way round.
///
/// Every link is its own named registration whose dependencies are its factory's parameters, written once
/// (`NamedWithArgument<any FeedLoader, Link.Remote>` is the remote link of the same URL), so validation
/// checks the chain and the dependency graph shows it without running a factory. The feed URL is the runtime
/// argument. The router alone declares a `dependsOn:` list: it builds one of three chains, chosen by the URL.
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
    /// The feed loader of one link, as a factory's parameter: the link named `Name` for the same feed URL.
    typealias FeedLink<Name: NameTag> = NamedWithArgument<any FeedLoader, Name>

    /// Creates the assembly.
    public init() {}

    /// Registers the feed chain and the image chain.
    public func assemble(container: Container) {
        registerFeedChain(in: container)
        registerFeedRouting(in: container)
        registerImageChain(in: container)
    }

    private func registerFeedChain(in container: Container) {
        container.autoregister((any FeedLoader).self, name: .remote, argument: URL.self) {
            (
                url: URL, client: any HTTPClient, mapper: any FeedMapper,
                validators: WithArgument<any CacheValidatorsProvider>
            ) -> any FeedLoader in
            RemoteFeedLoader(url: url, client: client, mapper: mapper, validators: validators.value)
        }
        container.autoregister((any FeedLoader).self, name: .cached, argument: URL.self) {
            (_: URL, remote: FeedLink<Link.Remote>, cache: WithArgument<any FeedCache>, logger: any Logger)
                -> any FeedLoader in
            FeedLoaderCacheDecorator(decoratee: remote.value, cache: cache.value, logger: logger)
        }
        container.autoregister((any FeedLoader).self, name: .fallback, argument: URL.self) {
            (_: URL, cached: FeedLink<Link.Cached>, local: FeedLink<Link.Local>) -> any FeedLoader in
            FeedLoaderWithFallbackComposite(primary: cached.value, fallback: local.value)
        }
        registerPolite(in: container)
        registerLogged(Link.Logged.self, around: Link.Polite.self, in: container)
        registerLogged(Link.Offline.self, around: Link.Local.self, in: container)
    }

    private func registerPolite(in container: Container) {
        container.autoregister(SubscriptionRefreshIntervals.self, scope: .singleton) {
            (store: any SubscriptionStore) in SubscriptionRefreshIntervals(store: store)
        }
        container.autoregister((any FeedLoader).self, name: .polite, argument: URL.self) {
            (
                url: URL, configuration: AppConfiguration, fallback: FeedLink<Link.Fallback>,
                local: FeedLink<Link.Local>,
                intervals: SubscriptionRefreshIntervals, clock: any WallClock
            ) -> any FeedLoader in
            guard !configuration.forcesRefresh else { return fallback.value }
            return PoliteFeedLoader(
                decoratee: fallback.value, cache: local.value,
                interval: { await intervals.interval(for: url) ?? configuration.refreshInterval }, clock: clock)
        }
    }

    private func registerFeedRouting(in container: Container) {
        container.autoregister((any FeedLoader).self, name: .file, argument: URL.self) {
            (
                url: URL, client: Named<any HTTPClient, Link.File>, mapper: any FeedMapper, logger: any Logger,
                clock: any WallClock
            ) -> any FeedLoader in
            let file = RemoteFeedLoader(url: url, client: client.value, mapper: mapper)
            return LoggingFeedLoader(decoratee: file, url: url, logger: logger, clock: clock)
        }
        // Declared by hand, as the one factory that resolves lazily: it builds the one chain the URL takes,
        // where parameters would build all three for every feed.
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
        container.autoregister((any ImageDataLoader).self, name: .remote, scope: .singleton) {
            (client: any HTTPClient) -> any ImageDataLoader in RemoteImageDataLoader(client: client)
        }
        container.autoregister((any ImageDataLoader).self, name: .cached, scope: .singleton) {
            (remote: Named<any ImageDataLoader, Link.Remote>, cache: any ImageDataCache, logger: any Logger)
                -> any ImageDataLoader in
            ImageDataLoaderCacheDecorator(decoratee: remote.value, cache: cache, logger: logger)
        }
        // A singleton: building the cached chain it skips offline costs once per run, not once per image.
        container.autoregister((any ImageDataLoader).self, scope: .singleton) {
            (
                configuration: AppConfiguration, local: Named<any ImageDataLoader, Link.Local>,
                cached: Named<any ImageDataLoader, Link.Cached>
            ) -> any ImageDataLoader in
            guard !configuration.isOffline else { return local.value }
            return ImageDataLoaderWithFallbackComposite(primary: local.value, fallback: cached.value)
        }
    }

    private func registerLogged<Name: NameTag, Inner: NameTag>(
        _ name: Name.Type, around inner: Inner.Type, in container: Container
    ) {
        container.autoregister((any FeedLoader).self, name: Name.name, argument: URL.self) {
            (url: URL, decoratee: FeedLink<Inner>, logger: any Logger, clock: any WallClock) -> any FeedLoader in
            LoggingFeedLoader(decoratee: decoratee.value, url: url, logger: logger, clock: clock)
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
