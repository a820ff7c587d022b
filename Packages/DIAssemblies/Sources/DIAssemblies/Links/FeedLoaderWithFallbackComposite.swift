import Domain

/// A ``FeedLoader`` that tries a primary loader and, when it fails or the copy is unchanged, a fallback: the
/// network, then the cache.
///
/// When the primary fails, or answers ``Domain/ConditionalLoad/unchanged`` (a 304), the fallback's feed is
/// delivered with its own origin, carrying why as ``Domain/CacheInfo/fallbackReason`` (the primary's error, or
/// ``Domain/FallbackReason/unchanged``) so a UI can say why the copy is shown.
///
/// When both fail, the error a person needs is thrown: the primary's ("Couldn't connect to
/// example.org"), not the fallback's "nothing cached", which only restates that there was nothing to fall
/// back on. After a 304 the primary did not fail: the server said the cached copy is current, so when the cache
/// then fails, the cache's error is the real problem and is the one thrown.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: never swallowed. It reaches whichever loader is running (each is awaited in the
///   caller's task); a cancelled primary, or a task cancelled between the two, throws
///   `FeedLoadingError.cancelled` without trying the fallback.
public struct FeedLoaderWithFallbackComposite: FeedLoader {
    private let primary: any ConditionalFeedLoader
    private let fallback: any FeedLoader

    /// Creates the composite.
    ///
    /// - Parameters:
    ///   - primary: Tried first, usually the network.
    ///   - fallback: Tried when `primary` fails or says the copy is unchanged, usually the cache.
    public init(primary: any ConditionalFeedLoader, fallback: any FeedLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    /// Loads from the primary, else from the fallback.
    ///
    /// - Returns: The primary's feed, or the fallback's marked with why it was served.
    /// - Throws: The primary's error when both fail (the fallback's after a 304), or
    ///   `FeedLoadingError.cancelled`.
    public func load() async throws -> LoadedFeed {
        let reason: FallbackReason
        do {
            switch try await primary.loadIfChanged() {
            case .loaded(let loaded): return loaded
            case .unchanged: reason = .unchanged
            }
        } catch {
            reason = .failure(FeedLoadingError(error))
        }
        if reason == .failure(.cancelled) || Task.isCancelled { throw FeedLoadingError.cancelled }
        do {
            return try await fallback.load().fallingBack(because: reason)
        } catch {
            let fallbackError = FeedLoadingError(error)
            if fallbackError == .cancelled || Task.isCancelled { throw FeedLoadingError.cancelled }
            guard case .failure(let primaryError) = reason else { throw fallbackError }
            throw primaryError
        }
    }
}
