import Domain
import Foundation
import Synchronization

/// A ``FeedStore`` kept in memory: for tests, previews and running without a disk cache.
///
/// Entries report the size of the feed's JSON encoding as their byte count, an estimate.
public final class InMemoryFeedStore: FeedStore {
    private struct Stored: Sendable {
        let cached: CachedFeed
        let bytes: Int
    }

    private let storage = Mutex<[URL: Stored]>([:])

    /// Creates an empty store.
    public init() {}

    /// The copy of `url`, if any.
    public func retrieve(for url: URL) async throws -> CachedFeed? {
        storage.withLock { $0[url]?.cached }
    }

    /// Stores the copy of `url`, replacing any previous one.
    public func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws {
        let cached = CachedFeed(feed: feed, savedAt: savedAt, validators: validators)
        let bytes = (try? JSONEncoder().encode(feed).count) ?? 0
        storage.withLock { $0[url] = Stored(cached: cached, bytes: bytes) }
    }

    /// Deletes the copy of `url`.
    public func delete(for url: URL) async throws {
        _ = storage.withLock { $0.removeValue(forKey: url) }
    }

    /// One summary per stored feed.
    public func entries() async throws -> [CachedFeedEntry] {
        storage.withLock { storage in
            storage.map { url, stored in
                CachedFeedEntry(
                    url: url, savedAt: stored.cached.savedAt, itemCount: stored.cached.feed.items.count,
                    bytes: stored.bytes)
            }
        }
    }

    /// Deletes everything.
    public func deleteAll() async throws {
        storage.withLock { $0.removeAll() }
    }

    /// Deletes the copies saved before `date`.
    public func delete(savedBefore date: Date) async throws -> Int {
        storage.withLock { storage in
            let old = storage.filter { $0.value.cached.savedAt < date }.map(\.key)
            for url in old { storage.removeValue(forKey: url) }
            return old.count
        }
    }
}
