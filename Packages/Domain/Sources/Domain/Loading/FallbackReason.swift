/// Why a saved copy was served when the network was asked: it had not changed, or the load failed.
public enum FallbackReason: Sendable, Hashable {
    /// The server said the saved copy is still current (HTTP 304): not a failure.
    case unchanged
    /// The load from the network failed.
    case failure(FeedLoadingError)
}
