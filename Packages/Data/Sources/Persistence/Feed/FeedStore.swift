import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps cached copies of feeds on this device, one per feed URL, side by side.
///
/// - Threading: `Sendable`; every method may be called from any task, concurrently. Stores serialize
///   their own access.
/// - Atomicity: ``insert(_:validators:savedAt:for:)`` replaces the previous copy only once the new one
///   is stored in full; a failed or interrupted insert leaves the previous copy readable.
/// - Laziness: creating a store touches nothing on disk; the first call opens (and creates) it.
/// - Errors: every method throws ``Domain/CacheError`` only: ``Domain/CacheError/unavailable(reason:)`` whose
///   reason names the path, what happened and what to try, or ``Domain/CacheError/diskFull(folder:)``. A damaged file is reported once, moved aside, and the store
///   carries on empty.
public protocol FeedStore: Sendable {
    /// The cached copy of the feed at `url`, with its items' read states and its last showing when the store keeps
    /// them, or `nil` when none is stored.
    func retrieve(for url: URL) async throws -> CachedFeed?

    /// Stores `feed` as the copy of `url`, replacing the previous one once the new one is stored.
    ///
    /// - Parameters:
    ///   - feed: the feed to keep.
    ///   - validators: what the response said (ETag, Last-Modified), for a later conditional request.
    ///   - savedAt: when the copy was saved, used for staleness and retention.
    ///   - url: the feed's URL, the key.
    /// - Returns: the read state of each of the feed's items as stored, in their order (an item already stored
    ///   keeps its own, a new one is unread and first seen at `savedAt`), and when a read last showed the feed,
    ///   which the save keeps (`nil` for a feed stored for the first time).
    @discardableResult
    func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws
        -> FeedReadState

    /// Deletes the copy of `url`; does nothing when none is stored.
    func delete(for url: URL) async throws

    /// One summary per stored feed, in no particular order.
    func entries() async throws -> [CachedFeedEntry]

    /// Deletes every stored feed.
    func deleteAll() async throws

    /// Records, for each feed of `shown` that is stored, when a read last showed it (a feed not stored is skipped,
    /// and stays unshown if it is saved later), and deletes the copies saved strictly before `date`, in one write.
    ///
    /// - Returns: how many copies were deleted.
    func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int
}
