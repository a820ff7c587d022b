/// Loads one feed from its source only when it has changed since the saved copy: the remote side of the chain.
///
/// One instance serves one feed. A source that says the saved copy is still current (HTTP 304) answers
/// ``ConditionalLoad/unchanged``, a result and not an error, so the chain serves the saved copy as it is.
///
/// - Threading: may be called from any task; implementations are `Sendable` and keep no caller state.
/// - Cancellation: a cancelled task ends the load promptly with ``FeedLoadingError/cancelled``.
/// - Errors: throws ``FeedLoadingError``.
public protocol ConditionalFeedLoader: Sendable {
    /// Loads the feed if it changed since the saved copy, else says it is unchanged.
    func loadIfChanged() async throws -> ConditionalLoad
}
