import DI
import Foundation

protocol FeedStore: Sendable {
    var url: URL { get }
}

struct CacheLocation: Sendable {
    let url: URL
}

/// A store whose opening suspends, like a database opened at start-up.
final class SQLiteFeedStore: FeedStore {
    let url: URL

    private init(url: URL) {
        self.url = url
    }

    static func open(at url: URL, delay: Duration = .milliseconds(1), opened: Counter? = nil) async throws
        -> SQLiteFeedStore
    {
        try await Task.sleep(for: delay)
        opened?.increment()
        return SQLiteFeedStore(url: url)
    }
}

@MainActor
final class MainFeedViewModel {
    let loader: any FeedLoader

    init(loader: any FeedLoader) {
        MainActor.assertIsolated()
        self.loader = loader
    }
}

final class FeedCommand {
    @Injected var loader: any FeedLoader
}

final class NamedCommand {
    @Injected(name: "remote") var loader: any FeedLoader
}

final class Report {
    @LazyInjected var clock: any Clock
}

let cacheURL = URL(fileURLWithPath: "/tmp/feed.sqlite")
