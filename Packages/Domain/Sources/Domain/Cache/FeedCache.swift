/// Saves what was loaded for one feed, so it can be read offline later.
///
/// One instance serves one feed URL. The previous copy is replaced only once the new one is stored:
/// a failed save leaves it readable.
///
/// - Errors: throws ``CacheError`` when the copy cannot be stored; `CancellationError` when the task was
///   cancelled before it was.
public protocol FeedCache: Sendable {
    /// Saves `feed` with the validators of the response it came from.
    func save(_ feed: Feed, validators: CacheValidators?) async throws
}
