/// Saves what was loaded for one feed, so it can be read offline later.
///
/// One instance serves one feed URL. The previous copy is replaced only once the new one is stored:
/// a failed save leaves it readable.
///
/// - Errors: throws ``CacheError`` when the copy cannot be stored; `CancellationError` when the task was
///   cancelled before it was.
public protocol FeedCache: Sendable {
    /// Saves `feed` with the validators of the response it came from.
    ///
    /// - Returns: the read state of each of the feed's items as the cache now keeps it, in their order (`nil`
    ///   for an item it does not hold), and when a read last showed the feed, from the save itself: a reader
    ///   showing the feed asks nothing more.
    @discardableResult
    func save(_ feed: Feed, validators: CacheValidators?) async throws -> FeedReadState
}
