import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``FeedLoader`` that reads the saved copy once, serves it while it is fresh, and else hands it to the
/// decoratee to refresh.
///
/// A copy is fresh for the refresh interval after it was saved, or for as long as the server asked
/// (`Cache-Control: max-age`, `Expires`, `Retry-After`, RSS `<ttl>`, kept as the validators' lifetime)
/// when that is longer. A copy dated after "now" (a clock that moved back) is not trusted to be fresh. With no
/// interval (a forced refresh) no copy is fresh, whatever the server said. A cache that cannot be read, or holds
/// nothing, is the same as a stale copy: the decoratee is asked, and handed the cache's error with it.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: reaches whichever loader is running; a read of the copy that was cancelled throws
///   `FeedLoadingError.cancelled` without asking the decoratee.
public struct PoliteFeedLoader: FeedLoader {
    private let decoratee: any FeedRefresher
    private let cache: any FeedLoader
    private let interval: TimeInterval?
    private let clock: any WallClock

    /// Creates the loader.
    ///
    /// - Parameters:
    ///   - decoratee: Asked when the copy is not fresh, with the copy: usually the network with the copy as
    ///     fallback.
    ///   - cache: Delivers the saved copy with its save date and validators; read once per load.
    ///   - interval: How long, in seconds, a copy is fresh after it was saved, whatever the server says; `nil`
    ///     when no copy is fresh (a forced refresh).
    ///   - clock: Tells "now".
    public init(
        decoratee: any FeedRefresher, cache: any FeedLoader, interval: TimeInterval?, clock: any WallClock
    ) {
        self.decoratee = decoratee
        self.cache = cache
        self.interval = interval
        self.clock = clock
    }

    /// The saved copy when it is fresh, else what the decoratee delivers over it.
    ///
    /// - Throws: The decoratee's errors, or `FeedLoadingError.cancelled`; the cache's reach the decoratee instead.
    public func load() async throws -> LoadedFeed {
        let copy: Result<LoadedFeed, FeedLoadingError>
        do {
            copy = .success(try await cache.load())
        } catch {
            copy = .failure(FeedLoadingError(error))
        }
        if case .success(let copy) = copy, isFresh(copy) { return copy }
        if case .failure(.cancelled) = copy { throw FeedLoadingError.cancelled }
        return try await decoratee.refresh(copy)
    }

    private func isFresh(_ copy: LoadedFeed) -> Bool {
        guard let interval, case .cache(let info) = copy.origin else { return false }
        let lifetime = max(interval, copy.validators?.lifetime ?? 0)
        let age = clock.now.timeIntervalSince(info.savedAt)
        return age >= 0 && age < lifetime
    }
}
