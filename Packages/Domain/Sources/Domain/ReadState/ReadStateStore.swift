#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Remembers which cached items were read, and finds cached items by reference.
///
/// Read state lives with the cached copies: it exists for an item while the item is cached, and clearing
/// the cache forgets it. A load that read or saved the copy already carries its items' states and its last showing
/// (``LoadedFeed/readStates``, ``LoadedFeed/lastShown``), and a read records its showings as it ends
/// (``FeedCacheMaintenance/finishRead(shown:now:)``); every answer here is read from the store when asked.
///
/// - Threading: `Sendable`; every method may be called from any task, concurrently.
/// - Errors: throws ``ReadStateError`` only: ``ReadStateError/cache(_:)`` when the cache cannot be read or
///   written; ``ReadStateError/notCached`` when a feed named by URL is not in the cache.
public protocol ReadStateStore: Sendable {
    /// The state of every cached item of the feed at `feedURL`, keyed by item id; empty when none is cached.
    func readStates(in feedURL: URL) async throws -> [String: ItemReadState]

    /// The cached items that `reference` names: the item whose ``ItemReadState/reference`` it spells, and
    /// every item whose id it is. Empty when none matches.
    func items(matching reference: String) async throws -> [CachedItem]

    /// Marks every unread item of the feed at `feedURL` read at `date`; returns how many changed.
    ///
    /// - Throws: ``ReadStateError/notCached`` when that feed is not cached.
    func markAllRead(in feedURL: URL, at date: Date) async throws -> Int

    /// Marks the item `itemID` of the feed at `feedURL` read at `date`, keeping an earlier read date.
    ///
    /// - Returns: `false` when that item is not cached.
    func markRead(itemID: String, in feedURL: URL, at date: Date) async throws -> Bool

    /// Marks the item `itemID` of the feed at `feedURL` unread.
    ///
    /// - Returns: `false` when that item is not cached.
    func markUnread(itemID: String, in feedURL: URL) async throws -> Bool
}
