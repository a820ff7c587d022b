import Domain

/// A ``FeedLoader`` that tries a primary loader and, when it fails, a fallback: the network, then the cache.
///
/// When the primary fails (or answers `FeedLoadingError.notModified`, a 304), the fallback's feed is
/// delivered with its own origin, carrying the primary's error as
/// ``Domain/CacheInfo/fallbackReason`` so a UI can say why the copy is shown.
///
/// When both fail, the error a person needs is thrown: the primary's ("Couldn't connect to
/// example.org"), not the fallback's "nothing cached", which only restates that there was nothing to fall
/// back on. The one exception is a 304: the server said the cached copy is current, so when the cache
/// then fails, the cache's error is the real problem and is the one thrown.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: never swallowed. It reaches whichever loader is running (each is awaited in the
///   caller's task); a cancelled primary, or a task cancelled between the two, throws
///   `FeedLoadingError.cancelled` without trying the fallback.
public struct FeedLoaderWithFallbackComposite: FeedLoader {
    private let primary: any FeedLoader
    private let fallback: any FeedLoader

    /// Creates the composite.
    ///
    /// - Parameters:
    ///   - primary: Tried first, usually the network.
    ///   - fallback: Tried when `primary` fails, usually the cache.
    public init(primary: any FeedLoader, fallback: any FeedLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    /// Loads from the primary, else from the fallback.
    ///
    /// - Returns: The primary's feed, or the fallback's marked with the primary's error.
    /// - Throws: The primary's error when both fail (the fallback's after a 304), or
    ///   `FeedLoadingError.cancelled`.
    public func load() async throws -> LoadedFeed {
        let primaryError: FeedLoadingError
        do {
            return try await primary.load()
        } catch {
            primaryError = FeedLoadingError(error)
        }
        if primaryError == .cancelled || Task.isCancelled { throw FeedLoadingError.cancelled }
        do {
            return try await fallback.load().fallingBack(because: primaryError)
        } catch {
            let fallbackError = FeedLoadingError(error)
            if fallbackError == .cancelled || Task.isCancelled { throw FeedLoadingError.cancelled }
            throw primaryError == .notModified ? fallbackError : primaryError
        }
    }
}
