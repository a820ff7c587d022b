import BenchHarness
import DI
import Foundation

/// The chain scenarios in `DI`: the same registrations written as closures, as closures with `dependsOn:` lists,
/// and declared by their parameters (`autoregister` with `Named`/`NamedWithArgument`/`WithArgument`), resolved
/// for one feed URL.
enum DIChain {
    static let url = URL(string: "https://example.com/feed.xml") ?? URL(fileURLWithPath: "/feed.xml")

    enum Remote: NameTag { static let name: ServiceName = "remote" }
    enum Local: NameTag { static let name: ServiceName = "local" }
    enum Cached: NameTag { static let name: ServiceName = "cached" }
    enum Fallback: NameTag { static let name: ServiceName = "fallback" }

    static func makeClosureContainer() -> Container {
        let container = Container()
        container.register(ChainHTTPClient.self, scope: .singleton) { _ in ChainHTTPClient() }
        container.register(ChainLogger.self, scope: .singleton) { _ in ChainLogger() }
        container.register(ChainValidators.self) { (_: Resolver, url: URL) in ChainValidators(url: url) }
        container.register(ChainLocalLoader.self) { (_: Resolver, url: URL) in ChainLocalLoader(url: url) }
        container.register((any ChainLoader).self, name: Remote.name) { (r: Resolver, url: URL) in
            ChainRemoteLoader(
                url: url, client: try r.resolve(), validators: try r.resolve(ChainValidators.self, argument: url))
        }
        container.register((any ChainLoader).self, name: Local.name) { (r: Resolver, url: URL) in
            try r.resolve(ChainLocalLoader.self, argument: url)
        }
        container.register((any ChainLoader).self, name: Cached.name) { (r: Resolver, url: URL) in
            ChainCacheDecorator(
                decoratee: try r.resolve((any ChainLoader).self, name: Remote.name, argument: url),
                cache: try r.resolve(ChainLocalLoader.self, argument: url), logger: try r.resolve())
        }
        container.register((any ChainLoader).self, name: Fallback.name) { (r: Resolver, url: URL) in
            ChainFallback(
                primary: try r.resolve((any ChainLoader).self, name: Cached.name, argument: url),
                fallback: try r.resolve((any ChainLoader).self, name: Local.name, argument: url))
        }
        container.register((any ChainLoader).self) { (r: Resolver, url: URL) in
            ChainLogging(
                decoratee: try r.resolve((any ChainLoader).self, name: Fallback.name, argument: url), url: url,
                logger: try r.resolve())
        }
        return container
    }

    static func makeListedContainer() -> Container {
        let container = Container()
        let loader = (any ChainLoader).self
        container.register(ChainHTTPClient.self, scope: .singleton, dependsOn: []) { _ in ChainHTTPClient() }
        container.register(ChainLogger.self, scope: .singleton, dependsOn: []) { _ in ChainLogger() }
        container.register(ChainValidators.self, dependsOn: []) { (_: Resolver, url: URL) in ChainValidators(url: url) }
        container.register(ChainLocalLoader.self, dependsOn: []) { (_: Resolver, url: URL) in
            ChainLocalLoader(url: url)
        }
        container.register(
            loader, name: Remote.name,
            dependsOn: [.init(ChainHTTPClient.self), .init(ChainValidators.self, argumentType: URL.self)]
        ) { (r: Resolver, url: URL) in
            ChainRemoteLoader(
                url: url, client: try r.resolve(), validators: try r.resolve(ChainValidators.self, argument: url))
        }
        container.register(loader, name: Local.name, dependsOn: [.init(ChainLocalLoader.self, argumentType: URL.self)])
        {
            (r: Resolver, url: URL) in try r.resolve(ChainLocalLoader.self, argument: url)
        }
        container.register(
            loader, name: Cached.name,
            dependsOn: [
                .init(loader, name: Remote.name, argumentType: URL.self),
                .init(ChainLocalLoader.self, argumentType: URL.self), .init(ChainLogger.self),
            ]
        ) { (r: Resolver, url: URL) in
            ChainCacheDecorator(
                decoratee: try r.resolve(loader, name: Remote.name, argument: url),
                cache: try r.resolve(ChainLocalLoader.self, argument: url), logger: try r.resolve())
        }
        container.register(
            loader, name: Fallback.name,
            dependsOn: [
                .init(loader, name: Cached.name, argumentType: URL.self),
                .init(loader, name: Local.name, argumentType: URL.self),
            ]
        ) { (r: Resolver, url: URL) in
            ChainFallback(
                primary: try r.resolve(loader, name: Cached.name, argument: url),
                fallback: try r.resolve(loader, name: Local.name, argument: url))
        }
        container.register(
            loader, dependsOn: [.init(loader, name: Fallback.name, argumentType: URL.self), .init(ChainLogger.self)]
        ) { (r: Resolver, url: URL) in
            ChainLogging(
                decoratee: try r.resolve(loader, name: Fallback.name, argument: url), url: url,
                logger: try r.resolve())
        }
        return container
    }

    static func makeDeclaredContainer() -> Container {
        let container = Container()
        container.autoregister(ChainHTTPClient.self, scope: .singleton, initializer: ChainHTTPClient.init)
        container.autoregister(ChainLogger.self, scope: .singleton, initializer: ChainLogger.init)
        container.autoregister(ChainValidators.self, argument: URL.self, initializer: ChainValidators.init)
        container.autoregister(ChainLocalLoader.self, argument: URL.self, initializer: ChainLocalLoader.init)
        container.autoregister((any ChainLoader).self, name: Remote.name, argument: URL.self) {
            (url: URL, client: ChainHTTPClient, validators: WithArgument<ChainValidators>) in
            ChainRemoteLoader(url: url, client: client, validators: validators.value)
        }
        container.autoregister((any ChainLoader).self, name: Local.name, argument: URL.self) {
            (_: URL, local: WithArgument<ChainLocalLoader>) in local.value
        }
        container.autoregister((any ChainLoader).self, name: Cached.name, argument: URL.self) {
            (
                _: URL, remote: NamedWithArgument<any ChainLoader, Remote>, cache: WithArgument<ChainLocalLoader>,
                logger: ChainLogger
            ) in
            ChainCacheDecorator(decoratee: remote.value, cache: cache.value, logger: logger)
        }
        container.autoregister((any ChainLoader).self, name: Fallback.name, argument: URL.self) {
            (
                _: URL, primary: NamedWithArgument<any ChainLoader, Cached>,
                fallback: NamedWithArgument<any ChainLoader, Local>
            ) in
            ChainFallback(primary: primary.value, fallback: fallback.value)
        }
        container.autoregister((any ChainLoader).self, argument: URL.self) {
            (url: URL, decoratee: NamedWithArgument<any ChainLoader, Fallback>, logger: ChainLogger) in
            ChainLogging(decoratee: decoratee.value, url: url, logger: logger)
        }
        return container
    }

    /// Throws unless `root` is the whole chain for `url`: logged → fallback → (cached → remote, local).
    static func verify(_ root: (any ChainLoader)?) throws {
        guard let logged = root as? ChainLogging, let fallback = logged.decoratee as? ChainFallback,
            let cached = fallback.primary as? ChainCacheDecorator, let remote = cached.decoratee as? ChainRemoteLoader,
            let local = fallback.fallback as? ChainLocalLoader, remote.validators.url == url, local.url == url,
            cached.cache !== local, cached.logger === logged.logger
        else {
            throw BenchSetupError("DI did not build the feed chain for one URL: check DIChain.")
        }
    }
}
