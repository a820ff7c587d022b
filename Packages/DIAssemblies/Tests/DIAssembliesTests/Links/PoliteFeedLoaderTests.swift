import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("PoliteFeedLoader")
struct PoliteFeedLoaderTests {
    private let savedAt = Date(timeIntervalSince1970: 1_000)

    @Test("a copy saved less than the interval ago is served without asking the decoratee")
    func servesFreshCopy() async throws {
        let copy = cachedLoaded(savedAt: savedAt)
        let (sut, decoratee) = makeSUT(cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(1799))

        let result = try await sut.load()

        #expect(result == copy)
        #expect(decoratee.messages.isEmpty)
    }

    @Test("a copy as old as the interval asks the decoratee and delivers what it gives")
    func asksWhenIntervalIsOver() async throws {
        let remote = remoteLoaded()
        let (sut, decoratee) = makeSUT(
            cache: .success(cachedLoaded(savedAt: savedAt)), remote: remote, interval: 1800,
            now: savedAt.addingTimeInterval(1800))

        let result = try await sut.load()

        #expect(result == remote)
        #expect(decoratee.messages == [.load])
    }

    @Test("a server's lifetime longer than the interval keeps the copy fresh that long")
    func honoursLongerServerLifetime() async throws {
        let copy = cached(lifetime: 7200)
        let (sut, decoratee) = makeSUT(cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(7000))

        let result = try await sut.load()

        #expect(result == copy)
        #expect(decoratee.messages.isEmpty)
    }

    @Test("a server's lifetime shorter than the interval does not shorten it")
    func ignoresShorterServerLifetime() async throws {
        let copy = cached(lifetime: 60)
        let (sut, decoratee) = makeSUT(cache: .success(copy), interval: 1800, now: savedAt.addingTimeInterval(600))

        _ = try await sut.load()

        #expect(decoratee.messages.isEmpty)
    }

    @Test("a copy dated after now (a clock moved back) asks the decoratee")
    func asksWhenCopyIsFromTheFuture() async throws {
        let (sut, decoratee) = makeSUT(
            cache: .success(cachedLoaded(savedAt: savedAt)), interval: 1800, now: savedAt.addingTimeInterval(-1))

        _ = try await sut.load()

        #expect(decoratee.messages == [.load])
    }

    @Test("nothing cached, or a cache that cannot be read, asks the decoratee")
    func asksWhenCacheFails() async throws {
        for failure in [FeedLoadingError.notCached, .cache(.unavailable(reason: "locked"))] {
            let (sut, decoratee) = makeSUT(cache: .failure(failure), interval: 1800, now: savedAt)

            _ = try await sut.load()

            #expect(decoratee.messages == [.load])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        cache: Result<LoadedFeed, FeedLoadingError>, remote: LoadedFeed = remoteLoaded(), interval: TimeInterval,
        now: Date
    ) -> (PoliteFeedLoader, FeedLoaderSpy) {
        let decoratee = FeedLoaderSpy(.success(remote))
        let sut = PoliteFeedLoader(
            decoratee: decoratee, cache: FeedLoaderStub(cache), interval: interval,
            clock: FixedWallClock(now: now))
        return (sut, decoratee)
    }

    private func cached(lifetime: TimeInterval) -> LoadedFeed {
        LoadedFeed(
            feed: anyFeed(), origin: .cache(CacheInfo(savedAt: savedAt, isStale: false)),
            validators: CacheValidators(lifetime: lifetime))
    }
}
