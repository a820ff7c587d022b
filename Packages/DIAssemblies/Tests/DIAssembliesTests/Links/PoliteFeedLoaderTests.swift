import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

@Suite("PoliteFeedLoader")
struct PoliteFeedLoaderTests {
    private let savedAt = Date(timeIntervalSince1970: 1_000)

    @Test("a copy saved less than the interval ago is served without asking the decoratee, read once")
    func servesFreshCopy() async throws {
        let copy = cachedLoaded(savedAt: savedAt)
        let (sut, cache, decoratee) = makeSUT(
            cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(1799))

        let result = try await sut.load()

        #expect(result == copy)
        #expect(cache.messages == [.load])
        #expect(decoratee.copies.isEmpty)
    }

    @Test("a copy as old as the interval is handed to the decoratee, read once, and what it gives is delivered")
    func handsTheCopyDownWhenIntervalIsOver() async throws {
        let (copy, remote) = (cachedLoaded(savedAt: savedAt), remoteLoaded())
        let (sut, cache, decoratee) = makeSUT(
            cache: .success(copy), remote: remote, interval: 1800, now: savedAt.addingTimeInterval(1800))

        let result = try await sut.load()

        #expect(result == remote)
        #expect(cache.messages == [.load])
        #expect(decoratee.copies == [.success(copy)])
    }

    @Test("with no interval (a forced refresh) even a copy saved just now, kept fresh by the server, is handed down")
    func forcedRefreshHandsEveryCopyDown() async throws {
        let copy = cached(lifetime: 7200)
        let (sut, cache, decoratee) = makeSUT(cache: .success(copy), interval: nil, now: savedAt)

        _ = try await sut.load()

        #expect(cache.messages == [.load])
        #expect(decoratee.copies == [.success(copy)])
    }

    @Test("a server's lifetime longer than the interval keeps the copy fresh that long")
    func honoursLongerServerLifetime() async throws {
        let copy = cached(lifetime: 7200)
        let (sut, _, decoratee) = makeSUT(
            cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(7000))

        let result = try await sut.load()

        #expect(result == copy)
        #expect(decoratee.copies.isEmpty)
    }

    @Test("a server's lifetime shorter than the interval does not shorten it")
    func ignoresShorterServerLifetime() async throws {
        let copy = cached(lifetime: 60)
        let (sut, _, decoratee) = makeSUT(
            cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(600))

        _ = try await sut.load()

        #expect(decoratee.copies.isEmpty)
    }

    @Test("a copy dated after now (a clock moved back) asks the decoratee")
    func asksWhenCopyIsFromTheFuture() async throws {
        let copy = cachedLoaded(savedAt: savedAt)
        let (sut, _, decoratee) = makeSUT(cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(-1))

        _ = try await sut.load()

        #expect(decoratee.copies == [.success(copy)])
    }

    @Test("nothing cached, or a cache that cannot be read, asks the decoratee, handing it the cache's error")
    func handsTheCacheErrorDown() async throws {
        for failure in [FeedLoadingError.notCached, .cache(.unavailable(reason: "locked"))] {
            let (sut, _, decoratee) = makeSUT(cache: .failure(failure), interval: 1800, now: savedAt)

            _ = try await sut.load()

            #expect(decoratee.copies == [.failure(failure)])
        }
    }

    @Test("a read of the copy that was cancelled throws cancelled without asking the decoratee")
    func cancelledReadDoesNotAsk() async {
        let (sut, _, decoratee) = makeSUT(cache: .failure(.cancelled), interval: 1800, now: savedAt)

        let error = await loadingError { try await sut.load() }

        #expect(error == .cancelled)
        #expect(decoratee.copies.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        cache: FeedLoaderSpy.Stub, remote: LoadedFeed = remoteLoaded(), interval: TimeInterval?,
        now: Date
    ) -> (sut: PoliteFeedLoader, cache: FeedLoaderSpy, decoratee: FeedRefresherSpy) {
        let cacheSpy = FeedLoaderSpy(cache)
        let decoratee = FeedRefresherSpy(answer: remote)
        let sut = PoliteFeedLoader(
            decoratee: decoratee, cache: cacheSpy, interval: interval, clock: FixedWallClock(now: now))
        return (sut, cacheSpy, decoratee)
    }

    private func cached(lifetime: TimeInterval) -> LoadedFeed {
        LoadedFeed(
            feed: anyFeed(), origin: .cache(CacheInfo(savedAt: savedAt, isStale: false)),
            validators: CacheValidators(lifetime: lifetime))
    }
}

/// A refresher that records the copies it was handed and answers every one with the same feed.
private final class FeedRefresherSpy: FeedRefresher {
    private let answer: LoadedFeed
    private let recorded = Mutex<[Result<LoadedFeed, FeedLoadingError>]>([])

    init(answer: LoadedFeed) {
        self.answer = answer
    }

    var copies: [Result<LoadedFeed, FeedLoadingError>] { recorded.withLock { $0 } }

    func refresh(_ copy: Result<LoadedFeed, FeedLoadingError>) async throws -> LoadedFeed {
        recorded.withLock { $0.append(copy) }
        return answer
    }
}
