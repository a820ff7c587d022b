import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("FeedLoaderWithFallbackComposite")
struct FeedLoaderWithFallbackCompositeTests {
    @Test("asks the primary with the copy's validators, and with none when there is no copy")
    func asksPrimaryWithTheCopysValidators() async throws {
        let copy = cachedLoaded(validators: anyValidators())
        let primary = ConditionalFeedLoaderSpy(.success(.loaded(remoteLoaded())), .success(.loaded(remoteLoaded())))
        let sut = FeedLoaderWithFallbackComposite(primary: primary)

        _ = try await sut.refresh(.success(copy))
        _ = try await sut.refresh(.failure(.notCached))

        #expect(primary.messages == [.loadIfChanged(since: anyValidators()), .loadIfChanged(since: nil)])
    }

    @Test("delivers the primary's feed, not the copy")
    func deliversPrimaryFeed() async throws {
        let loaded = remoteLoaded()
        let (sut, _) = makeSUT(primary: .success(.loaded(loaded)))

        let result = try await sut.refresh(.success(cachedLoaded()))

        #expect(result == loaded)
    }

    @Test("on a primary failure delivers the copy, keeping its origin and carrying the primary's error")
    func deliversCopyOnPrimaryFailure() async throws {
        let savedAt = Date(timeIntervalSince1970: 42)
        let copy = cachedLoaded(savedAt: savedAt, isStale: true)
        let (sut, _) = makeSUT(primary: .failure(.timedOut(host: "a.org", seconds: 10)))

        let result = try await sut.refresh(.success(copy))

        #expect(result.feed == copy.feed)
        #expect(
            result.origin
                == .cache(
                    CacheInfo(
                        savedAt: savedAt, isStale: true, fallbackReason: .failure(.timedOut(host: "a.org", seconds: 10))
                    )))
    }

    @Test("on a 304 (unchanged) delivers the copy marked unchanged")
    func deliversCopyOnUnchanged() async throws {
        let copy = cachedLoaded()
        let (sut, _) = makeSUT(primary: .success(.unchanged))

        let result = try await sut.refresh(.success(copy))

        #expect(result == copy.fallingBack(because: .unchanged))
    }

    @Test("with no copy either, throws the primary's error: the one a person can act on")
    func throwsPrimaryErrorWithoutACopy() async {
        let (sut, _) = makeSUT(primary: .failure(.cannotConnect(host: "a.org")))

        let error = await loadingError { try await sut.refresh(.failure(.notCached)) }

        #expect(error == .cannotConnect(host: "a.org"))
    }

    @Test("after a 304, a copy that could not be read throws the cache's error: the primary did not fail")
    func throwsCacheErrorAfterUnchanged() async {
        let (sut, _) = makeSUT(primary: .success(.unchanged))

        let error = await loadingError { try await sut.refresh(.failure(.cache(.unavailable(reason: "locked")))) }

        #expect(error == .cache(.unavailable(reason: "locked")))
    }

    @Test("a cancelled primary is not swallowed: it throws cancelled and never serves the copy")
    func doesNotFallBackOnCancelledPrimary() async {
        let (sut, _) = makeSUT(primary: .failure(.cancelled))

        let error = await loadingError { try await sut.refresh(.success(cachedLoaded())) }

        #expect(error == .cancelled)
    }

    @Test("a copy whose read was cancelled is not swallowed behind the primary's error: it throws cancelled")
    func doesNotHideACancelledRead() async {
        let (sut, _) = makeSUT(primary: .failure(.cannotConnect(host: "a.org")))

        let error = await loadingError { try await sut.refresh(.failure(.cancelled)) }

        #expect(error == .cancelled)
    }

    @Test("cancelling the task while the primary runs cancels the primary and does not serve the copy")
    func cancellationReachesPrimary() async {
        let (sut, primary) = makeSUT(primary: .waitForCancellation)
        let task = Task { try await sut.refresh(.success(cachedLoaded())) }
        #expect(await eventually { primary.messages == [.loadIfChanged(since: nil)] })

        task.cancel()
        let error = await loadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(primary.messages == [.loadIfChanged(since: nil), .cancelled])
    }

    // MARK: - Helpers

    private func makeSUT(
        primary: ConditionalFeedLoaderSpy.Stub
    ) -> (sut: FeedLoaderWithFallbackComposite, primary: ConditionalFeedLoaderSpy) {
        let primarySpy = ConditionalFeedLoaderSpy(primary)
        return (FeedLoaderWithFallbackComposite(primary: primarySpy), primarySpy)
    }
}
