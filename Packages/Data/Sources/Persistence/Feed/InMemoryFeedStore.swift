import Domain
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``FeedStore`` and ``ReadStateStore`` kept in memory: for tests, previews and running without a disk
/// cache.
///
/// Behaves as ``SQLiteFeedStore`` does: items keep their reference and read state across saves, and items a
/// save no longer lists are forgotten. Entries report the size of the feed's JSON encoding as their byte
/// count, an estimate.
public final class InMemoryFeedStore: FeedStore {
    struct Stored: Sendable {
        var cached: CachedFeed
        var bytes: Int
        var states: [String: ItemReadState]
        /// When a read last showed the feed.
        var shownAt: Date?
    }

    struct Contents: Sendable {
        var feeds: [URL: Stored] = [:]
        var lastReference = 0
    }

    let storage = Mutex(Contents())

    /// Creates an empty store.
    public init() {}

    /// The copy of `url`, if any.
    public func retrieve(for url: URL) async throws -> CachedFeed? {
        storage.withLock { contents in
            contents.feeds[url].map { stored in
                CachedFeed(
                    feed: stored.cached.feed, savedAt: stored.cached.savedAt, validators: stored.cached.validators,
                    readStates: stored.cached.feed.items.map { stored.states[$0.id] }, lastShown: stored.shownAt)
            }
        }
    }

    /// Stores the copy of `url`, replacing any previous one; items already stored keep their state.
    @discardableResult
    public func insert(
        _ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL
    ) async throws -> FeedReadState {
        let cached = CachedFeed(feed: feed, savedAt: savedAt, validators: validators)
        let bytes = (try? JSONEncoder().encode(feed).count) ?? 0
        return storage.withLock { contents in
            let previous = contents.feeds[url]?.states ?? [:]
            var states: [String: ItemReadState] = [:]
            for item in feed.items where states[item.id] == nil {
                if let state = previous[item.id] {
                    states[item.id] = state
                } else {
                    contents.lastReference += 1
                    states[item.id] = ItemReadState(reference: contents.lastReference, firstSeen: savedAt, readAt: nil)
                }
            }
            let shownAt = contents.feeds[url]?.shownAt
            contents.feeds[url] = Stored(cached: cached, bytes: bytes, states: states, shownAt: shownAt)
            return FeedReadState(items: feed.items.map { states[$0.id] }, lastShown: shownAt)
        }
    }

    /// Deletes the copy of `url`.
    public func delete(for url: URL) async throws {
        _ = storage.withLock { $0.feeds.removeValue(forKey: url) }
    }

    /// One summary per stored feed.
    public func entries() async throws -> [CachedFeedEntry] {
        storage.withLock { contents in
            contents.feeds.map { url, stored in
                CachedFeedEntry(
                    url: url, savedAt: stored.cached.savedAt, itemCount: stored.cached.feed.items.count,
                    bytes: stored.bytes)
            }
        }
    }

    /// Deletes everything.
    public func deleteAll() async throws {
        storage.withLock { $0.feeds.removeAll() }
    }

    /// Records when each stored feed of `shown` was shown, and deletes the copies saved before `date`, at once.
    public func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int {
        storage.withLock { contents in
            for (url, at) in shown { contents.feeds[url]?.shownAt = at }
            let old = contents.feeds.filter { $0.value.cached.savedAt < date }.map(\.key)
            for url in old { contents.feeds.removeValue(forKey: url) }
            return old.count
        }
    }
}
