/// Loads one feed from its source only when it has changed since the saved copy: the remote side of the chain.
///
/// One instance serves one feed. The caller gives the validators of the copy it holds, so the source can ask "only
/// if changed" without reading the cache itself. A source that says that copy is still current (HTTP 304) answers
/// ``ConditionalLoad/unchanged``, a result and not an error, so the chain serves the copy as it is.
///
/// - Threading: may be called from any task; implementations are `Sendable` and keep no caller state.
/// - Cancellation: a cancelled task ends the load promptly with ``FeedLoadingError/cancelled``.
/// - Errors: throws ``FeedLoadingError``.
public protocol ConditionalFeedLoader: Sendable {
    /// Loads the feed if it changed since the copy `validators` describe, else says it is unchanged.
    ///
    /// - Parameter validators: What the saved copy's response said (ETag, Last-Modified); `nil` when nothing is
    ///   saved or it said nothing, for a load in full.
    func loadIfChanged(since validators: CacheValidators?) async throws -> ConditionalLoad
}
