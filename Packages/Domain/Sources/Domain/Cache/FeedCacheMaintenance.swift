#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Looks after the offline cache as a whole: what it holds, clearing it, and the upkeep that ends a read.
///
/// - Cancellation: none of these checks it: a read that was interrupted still ends with ``finishRead(shown:now:)``.
/// - Errors: throws ``CacheError`` when the cache cannot be read or changed.
public protocol FeedCacheMaintenance: Sendable {
    /// One entry per cached feed.
    func entries() async throws -> [CachedFeedEntry]
    /// Deletes every cached feed.
    func clear() async throws
    /// Ends a read, in one write: records when it showed each feed of `shown` (the next read's items are new when
    /// first seen since then; a feed not cached is skipped), and deletes the copies the retention policy no longer
    /// keeps at `now`.
    ///
    /// - Returns: how many copies were deleted.
    func finishRead(shown: [URL: Date], now: Date) async throws -> Int
}

/// A summary of one cached feed.
public struct CachedFeedEntry: Sendable, Hashable, Codable {
    /// The feed's URL, the cache key.
    public let url: URL
    /// When the copy was saved.
    public let savedAt: Date
    /// How many items the copy holds.
    public let itemCount: Int
    /// How many bytes the copy takes on disk (an estimate for in-memory stores).
    public let bytes: Int

    /// Creates an entry.
    public init(url: URL, savedAt: Date, itemCount: Int, bytes: Int) {
        self.url = url
        self.savedAt = savedAt
        self.itemCount = itemCount
        self.bytes = bytes
    }
}
