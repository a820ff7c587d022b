import DI
import Foundation

// Illustrative services the tests register and resolve.

protocol Clock: Sendable {
    func now() -> Int
}

protocol HTTPClient: Sendable {}

protocol FeedLoader: Sendable {}

protocol FeedCache: Sendable {}

protocol Analytics: Sendable {}

final class SystemClock: Clock {
    func now() -> Int { 42 }
}

final class URLSessionHTTPClient: HTTPClient {}

final class HTTPClientStub: HTTPClient {}

final class RemoteFeedLoader: FeedLoader {
    let url: URL
    let client: any HTTPClient

    init(url: URL, client: any HTTPClient) {
        self.url = url
        self.client = client
    }
}

final class LocalFeedLoader: FeedLoader, FeedCache {}

final class FeedService: Sendable {
    let client: any HTTPClient
    let clock: any Clock

    init(client: any HTTPClient, clock: any Clock) {
        self.client = client
        self.clock = clock
    }
}

final class FeedViewModel: Sendable {
    let loader: any FeedLoader

    init(loader: any FeedLoader) {
        self.loader = loader
    }
}

final class Session: Sendable {}

struct ValueService: Sendable {
    let id: Int
}

final class Counter: Sendable {
    private let value = Locked(0)

    @discardableResult
    func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }

    var count: Int { value.withLock { $0 } }
}

/// Records the order in which disposables are disposed.
final class DisposalLog: Sendable {
    private let names = Locked<[String]>([])

    func append(_ name: String) {
        names.withLock { $0.append(name) }
    }

    var disposed: [String] { names.withLock { $0 } }
}

final class DisposableResource: Disposable {
    let name: String
    let log: DisposalLog

    init(name: String, log: DisposalLog) {
        self.name = name
        self.log = log
    }

    func dispose() async {
        log.append(name)
    }
}

struct FactoryFailure: Error, Equatable, CustomStringConvertible {
    var description: String { "database locked" }
}

let feedURL = URL(string: "https://example.com/feed")!
let otherURL = URL(string: "https://example.com/other")!

extension ServiceName {
    static let remote: ServiceName = "remote"
    static let local: ServiceName = "local"
}
