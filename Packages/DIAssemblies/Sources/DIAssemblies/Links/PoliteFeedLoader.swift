import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``FeedLoader`` that serves the saved copy while it is fresh, and only then asks the decoratee.
///
/// A copy is fresh for the refresh interval after it was saved, or for as long as the server asked
/// (`Cache-Control: max-age`, `Expires`, `Retry-After`, RSS `<ttl>`, kept as the validators' lifetime)
/// when that is longer. A copy dated after "now" (a clock that moved back) is not trusted to be fresh.
/// A cache that cannot be read, or holds nothing, is the same as a stale copy: the decoratee is asked.
///
/// - Threading: `Sendable`, stateless; `load()` may run from any task, several at once.
/// - Cancellation: reaches whichever loader is running.
public struct PoliteFeedLoader: FeedLoader {
    private let decoratee: any FeedLoader
    private let cache: any FeedLoader
    private let interval: TimeInterval
    private let clock: any WallClock

    /// Creates the loader.
    ///
    /// - Parameters:
    ///   - decoratee: Asked when the copy is not fresh, usually the network with the cache as fallback.
    ///   - cache: Delivers the saved copy with its save date and validators.
    ///   - interval: How long, in seconds, a copy is fresh after it was saved, whatever the server says.
    ///   - clock: Tells "now".
    public init(
        decoratee: any FeedLoader, cache: any FeedLoader, interval: TimeInterval, clock: any WallClock
    ) {
        self.decoratee = decoratee
        self.cache = cache
        self.interval = interval
        self.clock = clock
    }

    /// The saved copy when it is fresh, else what the decoratee delivers.
    ///
    /// - Throws: The decoratee's errors; the cache's are never thrown.
    public func load() async throws -> LoadedFeed {
        if let copy = try? await cache.load(), case .cache(let info) = copy.origin {
            let lifetime = max(interval, copy.validators?.lifetime ?? 0)
            let age = clock.now.timeIntervalSince(info.savedAt)
            if age >= 0, age < lifetime { return copy }
        }
        return try await decoratee.load()
    }
}
