import Domain
import Foundation
import Synchronization

/// A feed cache that records what it was asked to save and fails when told to.
final class FeedCacheSpy: FeedCache {
    enum Message: Equatable {
        case save(Feed, CacheValidators?)
    }

    private let error: CacheError?
    private let recorded = Mutex<[Message]>([])

    init(failingWith error: CacheError? = nil) {
        self.error = error
    }

    var messages: [Message] { recorded.withLock { $0 } }

    func save(_ feed: Feed, validators: CacheValidators?) async throws {
        recorded.withLock { $0.append(.save(feed, validators)) }
        if let error { throw error }
    }
}

/// An image cache that records what it was asked to save and fails when told to.
final class ImageDataCacheSpy: ImageDataCache {
    enum Message: Equatable {
        case save(Data, URL)
    }

    private let error: CacheError?
    private let recorded = Mutex<[Message]>([])

    init(failingWith error: CacheError? = nil) {
        self.error = error
    }

    var messages: [Message] { recorded.withLock { $0 } }

    func save(_ data: Data, for url: URL) async throws {
        recorded.withLock { $0.append(.save(data, url)) }
        if let error { throw error }
    }
}
