/// Loads one feed over its saved copy, read once by the caller: the network's version, else that copy.
///
/// The copy comes as the caller read it, a feed or the cache's error (``FeedLoadingError/notCached`` when nothing
/// is saved), so the refresher asks the source with the copy's validators, serves the copy when the source says
/// it is unchanged or fails, and knows which error to throw when neither gives a feed, without reading the cache
/// again.
///
/// - Threading: may be called from any task; implementations are `Sendable` and keep no caller state.
/// - Cancellation: a cancelled task ends the load promptly with ``FeedLoadingError/cancelled``.
/// - Errors: throws ``FeedLoadingError``.
public protocol FeedRefresher: Sendable {
    /// Loads the feed anew over `copy`, else delivers `copy` marked with why it was served.
    ///
    /// - Parameter copy: The saved copy as read from the cache, or why it could not be.
    func refresh(_ copy: Result<LoadedFeed, FeedLoadingError>) async throws -> LoadedFeed
}
