import Domain

/// A ``Domain/FeedRefresher`` that tries a primary loader with the saved copy's validators and, when it fails or
/// the copy is unchanged, falls back on that copy: the network, then the cache, read once by the caller.
///
/// When the primary fails, or answers ``Domain/ConditionalLoad/unchanged`` (a 304), the copy is delivered with its
/// own origin, carrying why as ``Domain/CacheInfo/fallbackReason`` (the primary's error, or
/// ``Domain/FallbackReason/unchanged``) so a UI can say why the copy is shown.
///
/// When there is no copy either, the error a person needs is thrown: the primary's ("Couldn't connect to
/// example.org"), not the cache's "nothing cached", which only restates that there was nothing to fall
/// back on. After a 304 the primary did not fail: the server said the saved copy is current, so when the copy
/// could not be read, the cache's error is the real problem and is the one thrown.
///
/// - Threading: `Sendable`, stateless; `refresh(_:)` may run from any task, several at once.
/// - Cancellation: never swallowed. It reaches the primary (awaited in the caller's task); a cancelled primary, a
///   task cancelled after it, or a copy whose read was cancelled throws `FeedLoadingError.cancelled` without
///   serving the copy.
public struct FeedLoaderWithFallbackComposite: FeedRefresher {
    private let primary: any ConditionalFeedLoader

    /// Creates the composite.
    ///
    /// - Parameter primary: Tried first with the copy's validators, usually the network.
    public init(primary: any ConditionalFeedLoader) {
        self.primary = primary
    }

    /// Loads from the primary, else delivers the copy.
    ///
    /// - Parameter copy: The saved copy, or why it could not be read; served when the primary fails or says it
    ///   is unchanged.
    /// - Returns: The primary's feed, or the copy marked with why it was served.
    /// - Throws: The primary's error when there is no copy either (the cache's after a 304), or
    ///   `FeedLoadingError.cancelled`.
    public func refresh(_ copy: Result<LoadedFeed, FeedLoadingError>) async throws -> LoadedFeed {
        let reason: FallbackReason
        do {
            switch try await primary.loadIfChanged(since: try? copy.get().validators) {
            case .loaded(let loaded): return loaded
            case .unchanged: reason = .unchanged
            }
        } catch {
            reason = .failure(FeedLoadingError(error))
        }
        if reason == .failure(.cancelled) || Task.isCancelled { throw FeedLoadingError.cancelled }
        switch copy {
        case .success(let copy):
            return copy.fallingBack(because: reason)
        case .failure(let copyError):
            if copyError == .cancelled { throw FeedLoadingError.cancelled }
            guard case .failure(let primaryError) = reason else { throw copyError }
            throw primaryError
        }
    }
}
