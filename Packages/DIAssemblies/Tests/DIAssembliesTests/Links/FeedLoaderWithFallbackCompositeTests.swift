import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("FeedLoaderWithFallbackComposite")
struct FeedLoaderWithFallbackCompositeTests {
    @Test("delivers the primary's feed without loading the fallback")
    func deliversPrimaryFeed() async throws {
        let loaded = remoteLoaded()
        let (sut, primary, fallback) = makeSUT(primary: .success(.loaded(loaded)), fallback: .success(cachedLoaded()))

        let result = try await sut.load()

        #expect(result == loaded)
        #expect(primary.messages == [.load])
        #expect(fallback.messages.isEmpty)
    }

    @Test("on a primary failure delivers the fallback's copy, keeping its origin and carrying the primary's error")
    func deliversFallbackOnPrimaryFailure() async throws {
        let savedAt = Date(timeIntervalSince1970: 42)
        let cached = cachedLoaded(savedAt: savedAt, isStale: true)
        let (sut, _, fallback) = makeSUT(
            primary: .failure(.timedOut(host: "a.org", seconds: 10)), fallback: .success(cached))

        let result = try await sut.load()

        #expect(result.feed == cached.feed)
        #expect(
            result.origin
                == .cache(
                    CacheInfo(
                        savedAt: savedAt, isStale: true, fallbackReason: .failure(.timedOut(host: "a.org", seconds: 10))
                    )))
        #expect(fallback.messages == [.load])
    }

    @Test("on a 304 (unchanged) delivers the fallback's copy marked unchanged")
    func deliversFallbackOnUnchanged() async throws {
        let cached = cachedLoaded()
        let (sut, _, _) = makeSUT(primary: .success(.unchanged), fallback: .success(cached))

        let result = try await sut.load()

        #expect(result == cached.fallingBack(because: .unchanged))
    }

    @Test("when both fail, throws the primary's error: the one a person can act on")
    func throwsPrimaryErrorWhenBothFail() async {
        let (sut, _, _) = makeSUT(primary: .failure(.cannotConnect(host: "a.org")), fallback: .failure(.notCached))

        let error = await loadingError { try await sut.load() }

        #expect(error == .cannotConnect(host: "a.org"))
    }

    @Test("after a 304, a failing fallback's error is thrown: the primary did not fail")
    func throwsFallbackErrorAfterUnchanged() async {
        let (sut, _, _) = makeSUT(
            primary: .success(.unchanged), fallback: .failure(.cache(.unavailable(reason: "locked"))))

        let error = await loadingError { try await sut.load() }

        #expect(error == .cache(.unavailable(reason: "locked")))
    }

    @Test("a cancelled primary is not swallowed: it throws cancelled and never loads the fallback")
    func doesNotFallBackOnCancelledPrimary() async {
        let (sut, _, fallback) = makeSUT(primary: .failure(.cancelled), fallback: .success(cachedLoaded()))

        let error = await loadingError { try await sut.load() }

        #expect(error == .cancelled)
        #expect(fallback.messages.isEmpty)
    }

    @Test("cancelling the task while the primary runs cancels the primary and skips the fallback")
    func cancellationReachesPrimary() async {
        let (sut, primary, fallback) = makeSUT(primary: .waitForCancellation, fallback: .success(cachedLoaded()))
        let task = Task { try await sut.load() }
        #expect(await eventually { primary.messages == [.load] })

        task.cancel()
        let error = await loadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(primary.messages == [.load, .cancelled])
        #expect(fallback.messages.isEmpty)
    }

    @Test("cancelling the task while the fallback runs cancels the fallback")
    func cancellationReachesFallback() async {
        let (sut, _, fallback) = makeSUT(
            primary: .failure(.cannotConnect(host: "a.org")), fallback: .waitForCancellation)
        let task = Task { try await sut.load() }
        #expect(await eventually { fallback.messages == [.load] })

        task.cancel()
        let error = await loadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(fallback.messages == [.load, .cancelled])
    }

    // MARK: - Helpers

    private func makeSUT(
        primary: ConditionalFeedLoaderSpy.Stub, fallback: FeedLoaderSpy.Stub
    ) -> (sut: FeedLoaderWithFallbackComposite, primary: ConditionalFeedLoaderSpy, fallback: FeedLoaderSpy) {
        let primarySpy = ConditionalFeedLoaderSpy(primary)
        let fallbackSpy = FeedLoaderSpy(fallback)
        return (FeedLoaderWithFallbackComposite(primary: primarySpy, fallback: fallbackSpy), primarySpy, fallbackSpy)
    }
}
