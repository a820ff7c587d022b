import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads, saves and describes the cached copy of one feed, through a ``FeedStore``.
///
/// - Load delivers the cached feed with when it was saved, whether ``FeedCachePolicy`` calls it stale, its
///   items' read states and its last showing; a stale copy is delivered, marked stale, never hidden. Nothing cached is
///   ``FeedLoadingError/notCached``.
/// - Save stores the feed with `clock.now` as its save date; the store replaces the previous copy only once
///   the new one is stored.
/// - Cancellation: a cancelled task ends before touching the store: a load with ``FeedLoadingError/cancelled``, a
///   save with `CancellationError`.
public struct LocalFeedLoader: FeedLoader, FeedCache {
    private let url: URL
    private let store: any FeedStore
    private let policy: FeedCachePolicy
    private let clock: any WallClock

    /// Creates a loader for the feed at `url`.
    ///
    /// - Parameters:
    ///   - url: the feed's URL, the cache key.
    ///   - store: where copies are kept.
    ///   - policy: when a copy is stale; after one day by default.
    ///   - clock: tells "now", for staleness and save dates.
    public init(
        url: URL, store: any FeedStore, policy: FeedCachePolicy = FeedCachePolicy(),
        clock: any WallClock = SystemWallClock()
    ) {
        self.url = url
        self.store = store
        self.policy = policy
        self.clock = clock
    }

    /// The cached copy, marked stale or not, with the validators saved with it.
    ///
    /// - Throws: ``FeedLoadingError/notCached`` when nothing is cached, the store's failure as
    ///   ``FeedLoadingError/cache(_:)`` when it cannot be read.
    public func load() async throws -> LoadedFeed {
        let cached = try await run { try await store.retrieve(for: url) }
        guard let cached else { throw FeedLoadingError.notCached }
        let isStale = policy.isStale(savedAt: cached.savedAt, now: clock.now)
        return LoadedFeed(
            feed: cached.feed, origin: .cache(CacheInfo(savedAt: cached.savedAt, isStale: isStale)),
            validators: cached.validators, readStates: cached.readStates, lastShown: cached.lastShown)
    }

    /// Saves `feed` and its validators as the copy of this feed, dated `clock.now`.
    ///
    /// - Returns: the read state of each of its items as the store now keeps it, in their order, and its last
    ///   showing.
    /// - Throws: The store's ``Domain/CacheError``; `CancellationError` when the task was cancelled.
    @discardableResult
    public func save(_ feed: Feed, validators: CacheValidators?) async throws -> FeedReadState {
        guard !Task.isCancelled else { throw CancellationError() }
        return try await store.insert(feed, validators: validators, savedAt: clock.now, for: url)
    }

    private func run<T>(_ body: () async throws -> T) async throws(FeedLoadingError) -> T {
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try await body()
        } catch {
            throw FeedLoadingError(error)
        }
    }
}
