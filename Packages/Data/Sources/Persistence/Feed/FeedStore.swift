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
    /// The cached copy of the feed at `url`, with its items' read states when the store keeps them, or `nil`
    /// when none is stored.
    func retrieve(for url: URL) async throws -> CachedFeed?

    /// Stores `feed` as the copy of `url`, replacing the previous one once the new one is stored.
    ///
    /// - Parameters:
    ///   - feed: the feed to keep.
    ///   - validators: what the response said (ETag, Last-Modified), for a later conditional request.
    ///   - savedAt: when the copy was saved, used for staleness and retention.
    ///   - url: the feed's URL, the key.
    /// - Returns: the read state of each of the feed's items as stored, in their order: an item already stored
    ///   keeps its own, a new one is unread and first seen at `savedAt`.
    @discardableResult
    func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws
        -> [ItemReadState?]

    /// Deletes the copy of `url`; does nothing when none is stored.
    func delete(for url: URL) async throws

    /// One summary per stored feed, in no particular order.
    func entries() async throws -> [CachedFeedEntry]

    /// Deletes every stored feed.
    func deleteAll() async throws

    /// Deletes the copies saved strictly before `date` and returns how many were deleted.
    func delete(savedBefore date: Date) async throws -> Int
}
