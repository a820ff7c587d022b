/// Loads one feed.
///
/// One instance serves one feed: the composition builds it with the feed's ``FeedRequest`` as a runtime argument.
///
/// - Threading: may be called from any task; implementations are `Sendable` and keep no caller state.
/// - Cancellation: a cancelled task ends the load promptly with ``FeedLoadingError/cancelled``
///   (or `CancellationError`), leaving any cache untouched.
/// - Errors: throws ``FeedLoadingError`` only; wrap anything else with ``FeedLoadingError/init(_:)``.
public protocol FeedLoader: Sendable {
    /// Loads the feed and says where it came from.
    func load() async throws -> LoadedFeed
}
