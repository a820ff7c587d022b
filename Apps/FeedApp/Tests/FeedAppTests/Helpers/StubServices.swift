import DI
import DIAssemblies
import Domain
import DomainTestSupport
import FeedApp
import Foundation
import Presentation
import Synchronization

/// The app's production wiring with its ports replaced by stubs and spies a test sets up.
///
/// Applied after `AppContainer`'s assemblies, so the commands are composed exactly as in production and
/// only what touches the network, the disk or the clock is replaced.
struct StubServices: ServiceAssembly {
    var clock: any WallClock = FixedWallClock(now: fixedNow)
    var logger = LoggerSpy()
    /// The loader of each URL, by absolute string; an unknown URL cannot connect.
    var loaders: [String: any FeedLoader] = [:]
    var images = ImageDataLoaderSpy()
    var maintenance = CacheMaintenanceSpy()
    var readState = ReadStateStoreSpy()
    var store = SubscriptionStoreSpy()
    var codec = SubscriptionListCodecStub()
    /// Every feed request a loader was made for, in order.
    let requests = RequestRecorder()

    func assemble(container: Container) {
        let (clock, logger, loaders, images, maintenance, store, codec, readState, requests) = (
            clock, logger, loaders, images, maintenance, store, codec, readState, requests
        )
        container.register((any WallClock).self, scope: .singleton) { _ in clock }
        container.register((any Logger).self, scope: .singleton) { _ in logger }
        container.register((any FeedLoader).self) { (_: Resolver, request: FeedRequest) in
            requests.record(request)
            return loaders[request.url.absoluteString]
                ?? FeedLoaderStub(.failure(.cannotConnect(host: request.url.host ?? "nowhere")))
        }
        container.register(FeedPresenter.self, scope: .singleton) { _ in FeedPresenter(clock: clock) }
        container.register((any ImageDataLoader).self, scope: .singleton) { _ in images }
        container.register((any FeedCacheMaintenance).self, scope: .singleton) { _ in maintenance }
        container.register((any ReadStateStore).self, scope: .singleton) { _ in readState }
        container.register((any SubscriptionStore).self, scope: .singleton) { _ in store }
        container.register((any SubscriptionListCodec).self, scope: .singleton) { _ in codec }
    }

    /// Sets the loader of `url` to answer `result`, after `delay`.
    mutating func stub(_ url: URL, with result: Result<LoadedFeed, FeedLoadingError>, delay: Duration = .zero) {
        loaders[url.absoluteString] = DelayedFeedLoader(result: result, delay: delay)
    }
}

/// The cache folder of every app test: `$XDG_CACHE_HOME/feed`.
let testCacheFolder = "/tmp/feed-tests/feed"

/// Runs `arguments` through the app composed with `services`; returns the exit code and the console.
///
/// - Parameters:
///   - extra: Assemblies applied after `services` (a broken wiring, say).
///   - configurations: Records the configuration of each composition the app asked for.
func runApp(
    _ arguments: [String], services: StubServices = StubServices(), extra: [any ServiceAssembly] = [],
    console: ConsoleSpy = ConsoleSpy(), configurations: ConfigurationRecorder? = nil
) async -> (code: ExitCode, console: ConsoleSpy) {
    let variables = ["HOME": "/tmp/feed-tests-home", "XDG_CACHE_HOME": "/tmp/feed-tests"]
    let app = FeedApplication(console: console, workingDirectory: URL(fileURLWithPath: "/work"), variables: variables) {
        configuration in
        configurations?.record(configuration)
        var quiet = configuration
        quiet.logDestination = .discarded
        return AppContainer.assemblies(configuration: quiet) + [services] + extra
    }
    return (await app.run(arguments), console)
}

/// Keeps the feed requests the app made loaders for.
final class RequestRecorder: Sendable {
    private let recorded = Mutex<[FeedRequest]>([])
    var requests: [FeedRequest] { recorded.withLock { $0 } }
    func record(_ request: FeedRequest) { recorded.withLock { $0.append(request) } }
}

/// Keeps the configurations the app composed itself for.
final class ConfigurationRecorder: Sendable {
    private let recorded = Mutex<[AppConfiguration]>([])
    var configurations: [AppConfiguration] { recorded.withLock { $0 } }
    func record(_ configuration: AppConfiguration) { recorded.withLock { $0.append(configuration) } }
}
