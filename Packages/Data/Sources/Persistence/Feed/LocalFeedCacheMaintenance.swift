import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Looks after the whole offline cache kept in a ``FeedStore``: lists it, clears it, and ends a read by recording its
/// showings and pruning old copies.
///
/// This and an explicit clear are the only things that delete cached data.
public struct LocalFeedCacheMaintenance: FeedCacheMaintenance {
    private let store: any FeedStore
    private let retention: CacheRetentionPolicy

    /// Creates the maintenance of `store`, pruning by `retention` (30 days by default).
    public init(store: any FeedStore, retention: CacheRetentionPolicy = CacheRetentionPolicy()) {
        self.store = store
        self.retention = retention
    }

    /// One entry per cached feed.
    public func entries() async throws -> [CachedFeedEntry] {
        try await store.entries()
    }

    /// Deletes every cached feed.
    public func clear() async throws {
        try await store.deleteAll()
    }

    /// Records when the read showed each feed of `shown` and deletes the copies saved before
    /// `retention.cutoff(now:)`, in one write of the store; returns how many were deleted.
    public func finishRead(shown: [URL: Date], now: Date) async throws -> Int {
        try await store.recordShown(shown, deletingSavedBefore: retention.cutoff(now: now))
    }
}
