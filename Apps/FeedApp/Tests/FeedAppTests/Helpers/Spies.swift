import Domain
import Foundation
import Synchronization

/// A feed loader that answers with a fixed result after a delay, so another feed can finish first.
struct DelayedFeedLoader: FeedLoader {
    let result: Result<LoadedFeed, FeedLoadingError>
    var delay: Duration = .zero

    func load() async throws -> LoadedFeed {
        if delay > .zero { try await Task.sleep(for: delay) }
        return try result.get()
    }
}

/// An in-memory subscription store that records what it was asked.
final class SubscriptionStoreSpy: SubscriptionStore {
    enum Message: Equatable {
        case load
        case save([Subscription])
    }

    private let state: Mutex<(subscriptions: [Subscription], messages: [Message])>
    private let failure: SubscriptionStoreError?
    private let skipped: [SubscriptionStoreError]

    /// A store holding `subscriptions`; `failure` fails every load; `skipped` are the lines a lenient load
    /// reports while a whole load fails on the first of them.
    init(
        _ subscriptions: [Subscription] = [], failure: SubscriptionStoreError? = nil,
        skipped: [SubscriptionStoreError] = []
    ) {
        state = Mutex((subscriptions, []))
        self.failure = failure
        self.skipped = skipped
    }

    var messages: [Message] { state.withLock { $0.messages } }
    var subscriptions: [Subscription] { state.withLock { $0.subscriptions } }

    func load() async throws -> [Subscription] {
        state.withLock { $0.messages.append(.load) }
        if let failure = failure ?? skipped.first { throw failure }
        return subscriptions
    }

    func loadSkippingMalformedLines() async throws -> PartialSubscriptionList {
        state.withLock { $0.messages.append(.load) }
        if let failure { throw failure }
        return PartialSubscriptionList(subscriptions: subscriptions, skipped: skipped)
    }

    func save(_ subscriptions: [Subscription]) async throws {
        state.withLock {
            $0.messages.append(.save(subscriptions))
            $0.subscriptions = subscriptions
        }
    }
}

/// A cache maintenance double that records what it was asked.
final class CacheMaintenanceSpy: FeedCacheMaintenance {
    enum Message: Equatable {
        case entries
        case clear
        case finishRead(shown: [URL: Date], now: Date)
    }

    private let state: Mutex<[Message]> = Mutex([])
    private let stored: [CachedFeedEntry]

    init(entries: [CachedFeedEntry] = []) {
        stored = entries
    }

    var messages: [Message] { state.withLock { $0 } }

    func entries() async throws -> [CachedFeedEntry] {
        state.withLock { $0.append(.entries) }
        return stored
    }

    func clear() async throws {
        state.withLock { $0.append(.clear) }
    }

    func finishRead(shown: [URL: Date], now: Date) async throws -> Int {
        state.withLock { $0.append(.finishRead(shown: shown, now: now)) }
        return 0
    }
}

/// An image loader that answers every URL with its bytes, or fails for the ones listed.
final class ImageDataLoaderSpy: ImageDataLoader {
    private let requested: Mutex<[URL]> = Mutex([])
    let failing: Set<URL>

    init(failing: Set<URL> = []) {
        self.failing = failing
    }

    var requestedURLs: [URL] { requested.withLock { $0 } }

    func loadImageData(from url: URL) async throws -> Data {
        requested.withLock { $0.append(url) }
        if failing.contains(url) { throw FeedLoadingError.httpStatus(code: 404, host: "example.org") }
        return Data(url.absoluteString.utf8)
    }
}

/// A codec that decodes to a fixed list (or fails) and encodes to a readable text.
struct SubscriptionListCodecStub: SubscriptionListCodec {
    var decoded: Result<[Subscription], FeedLoadingError> = .success([])
    var duplicates = 0
    var skipped: [SubscriptionListImport.SkippedEntry] = []

    func decode(_ data: Data) throws -> [Subscription] {
        try decoded.get()
    }

    func read(_ data: Data) throws -> SubscriptionListImport {
        SubscriptionListImport(subscriptions: try decoded.get(), duplicates: duplicates, skipped: skipped)
    }

    func encode(_ subscriptions: [Subscription], title: String) -> Data {
        Data(("<opml title=\"\(title)\">" + subscriptions.map(\.url.absoluteString).joined(separator: ",")).utf8)
    }
}

/// Counts the loads under way, and the most at once.
final class InFlightProbe: Sendable {
    private let state = Mutex((now: 0, most: 0))

    var mostAtOnce: Int { state.withLock { $0.most } }

    func started() {
        state.withLock {
            $0.now += 1
            $0.most = max($0.most, $0.now)
        }
    }

    func finished() { state.withLock { $0.now -= 1 } }
}

/// A loader that tells a probe while it loads, and lets other tasks run before it answers.
struct ProbedFeedLoader: FeedLoader {
    let probe: InFlightProbe
    let loaded: LoadedFeed

    func load() async throws -> LoadedFeed {
        probe.started()
        defer { probe.finished() }
        for _ in 0..<10 { await Task.yield() }
        return loaded
    }
}
