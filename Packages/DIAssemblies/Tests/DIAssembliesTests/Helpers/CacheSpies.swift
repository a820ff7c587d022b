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

    /// Answers each item unread, numbered from 1 in the feed's order, and the feed last shown (``states(of:)``).
    func save(_ feed: Feed, validators: CacheValidators?) async throws -> FeedReadState {
        recorded.withLock { $0.append(.save(feed, validators)) }
        if let error { throw error }
        return Self.states(of: feed)
    }

    /// What a save of `feed` answers.
    static func states(of feed: Feed) -> FeedReadState {
        FeedReadState(
            items: feed.items.indices.map {
                ItemReadState(reference: $0 + 1, firstSeen: Date(timeIntervalSince1970: 0), readAt: nil)
            },
            lastShown: Date(timeIntervalSince1970: 60))
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
