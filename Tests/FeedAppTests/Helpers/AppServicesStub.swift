import DIAssemblies
import Domain
import FeedApp
import Foundation
import Presentation
import Synchronization

/// Services for the commands, each one a stub or spy a test sets up.
struct AppServicesStub: AppServices {
    var configuration = testConfiguration()
    var clock: any WallClock = FixedClock()
    var logger: any Logger = LoggerSpy()
    var sampleFeedURL = URL(string: "https://sample.feed.invalid/feed.xml") ?? anyURL()
    /// The loader of each URL, by absolute string; an unknown URL cannot connect.
    var loaders: [String: FeedLoaderStub] = [:]
    var images = ImageDataLoaderSpy()
    var maintenance = CacheMaintenanceSpy()
    var store = SubscriptionStoreSpy()
    var codec = SubscriptionListCodecStub()
    var graph = ""
    var problems: [String] = []

    func address(of argument: String) throws -> URL {
        try FeedAddress.url(from: argument, currentDirectory: URL(fileURLWithPath: "/work"))
    }

    func feedLoader(for url: URL) throws -> any FeedLoader {
        loaders[url.absoluteString]
            ?? FeedLoaderStub(result: .failure(.cannotConnect(host: url.host ?? "nowhere")))
    }

    func presenter(for url: URL) throws -> FeedPresenter {
        FeedPresenter(feedURL: url, clock: clock, locale: Locale(identifier: "en_US"))
    }

    func imageLoader() throws -> any ImageDataLoader { images }
    func cacheMaintenance() throws -> any FeedCacheMaintenance { maintenance }
    func subscriptionStore() throws -> any SubscriptionStore { store }
    func subscriptionCodec() throws -> any SubscriptionListCodec { codec }
    func dependencyGraph(format: GraphFormat) -> String { graph }
    func validationProblems() -> [String] { problems }

    /// Sets the loader of `url` to answer `result`.
    mutating func stub(_ url: URL, with result: Result<LoadedFeed, FeedLoadingError>, delay: Duration = .zero) {
        loaders[url.absoluteString] = FeedLoaderStub(result: result, delay: delay)
    }
}

/// Runs `arguments` through the app with `services`; returns the exit code and the console.
func runApp(
    _ arguments: [String], services: AppServicesStub = AppServicesStub(), console: ConsoleSpy = ConsoleSpy(),
    flagsSeen: FlagsRecorder? = nil
) async -> (code: ExitCode, console: ConsoleSpy) {
    let app = FeedApplication(console: console, workingDirectory: URL(fileURLWithPath: "/work")) { flags in
        flagsSeen?.record(flags)
        return services
    }
    return (await app.run(arguments), console)
}

/// Keeps the configuration flags the app built its services with.
final class FlagsRecorder: Sendable {
    private let recorded = Mutex<[ConfigurationFlags]>([])
    var flags: [ConfigurationFlags] { recorded.withLock { $0 } }
    func record(_ flags: ConfigurationFlags) { recorded.withLock { $0.append(flags) } }
}
