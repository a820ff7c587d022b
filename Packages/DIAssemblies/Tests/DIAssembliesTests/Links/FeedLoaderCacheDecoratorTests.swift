import DIAssemblies
import Domain
import DomainTestSupport
import Testing

@Suite("FeedLoaderCacheDecorator")
struct FeedLoaderCacheDecoratorTests {
    @Test("delivers the remote feed with the read states its save gave, and saves it with its validators")
    func deliversAndSavesRemoteFeed() async throws {
        let loaded = remoteLoaded()
        let (sut, _, cache, logger) = makeSUT(.success(.loaded(loaded)))

        let result = try await sut.loadIfChanged(since: nil)

        #expect(result == .loaded(loaded.withReadState(FeedCacheSpy.states(of: loaded.feed))))
        #expect(loaded.feed.items.count > 0)
        #expect(cache.messages == [.save(loaded.feed, loaded.validators)])
        #expect(logger.lines.isEmpty)
    }

    @Test("asks the decoratee with the saved copy's validators, as given")
    func passesTheValidatorsThrough() async throws {
        let (sut, decoratee, _, _) = makeSUT(.success(.unchanged))

        _ = try await sut.loadIfChanged(since: anyValidators())

        #expect(decoratee.messages == [.loadIfChanged(since: anyValidators())])
    }

    @Test("passes a cached copy through without saving it again")
    func doesNotSaveCachedCopy() async throws {
        let loaded = cachedLoaded()
        let (sut, _, cache, _) = makeSUT(.success(.loaded(loaded)))

        let result = try await sut.loadIfChanged(since: nil)

        #expect(result == .loaded(loaded))
        #expect(cache.messages.isEmpty)
    }

    @Test("passes unchanged (a 304) through and saves nothing")
    func passesUnchangedThrough() async throws {
        let (sut, _, cache, logger) = makeSUT(.success(.unchanged))

        let result = try await sut.loadIfChanged(since: nil)

        #expect(result == .unchanged)
        #expect(cache.messages.isEmpty)
        #expect(logger.lines.isEmpty)
    }

    @Test("rethrows the decoratee's error and saves nothing")
    func rethrowsDecorateeError() async {
        let (sut, _, cache, _) = makeSUT(.failure(.cannotConnect(host: "example.org")))

        let error = await loadingError { try await sut.loadIfChanged(since: nil) }

        #expect(error == .cannotConnect(host: "example.org"))
        #expect(cache.messages.isEmpty)
    }

    @Test("still delivers the feed when saving fails, and logs the reason as an error (nothing else reports it)")
    func deliversFeedOnSaveFailure() async throws {
        let loaded = remoteLoaded()
        let (sut, _, cache, logger) = makeSUT(.success(.loaded(loaded)), saveError: .unavailable(reason: "disk full"))

        let result = try await sut.loadIfChanged(since: nil)

        #expect(result == .loaded(loaded))
        #expect(cache.messages.count == 1)
        #expect(logger.levels == [.error])
        #expect(logger.lines.first?.message.contains("disk full") == true)
    }

    @Test("a full disk is logged as such, with its folder, and no I/O error wording")
    func logsAFullDiskAsSuch() async throws {
        let (sut, _, _, logger) = makeSUT(
            .success(.loaded(remoteLoaded())), saveError: .diskFull(folder: "/home/ada/.cache/feed"))

        _ = try await sut.loadIfChanged(since: nil)

        let message = try #require(logger.lines.first?.message)
        #expect(
            message.hasPrefix("The disk holding the cache (/home/ada/.cache/feed) is full; the feed was still shown"))
        #expect(!message.contains("I/O"))
    }

    @Test("a cancelled load reaches the decoratee, throws cancelled and saves nothing")
    func cancellationReachesDecoratee() async {
        let (sut, spy, cache, _) = makeSUT(.waitForCancellation)
        let task = Task { try await sut.loadIfChanged(since: nil) }
        #expect(await eventually { spy.messages == [.loadIfChanged(since: nil)] })

        task.cancel()
        let error = await loadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(spy.messages == [.loadIfChanged(since: nil), .cancelled])
        #expect(cache.messages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ stub: ConditionalFeedLoaderSpy.Stub, saveError: CacheError? = nil
    ) -> (sut: FeedLoaderCacheDecorator, decoratee: ConditionalFeedLoaderSpy, cache: FeedCacheSpy, logger: LoggerSpy) {
        let decoratee = ConditionalFeedLoaderSpy(stub)
        let cache = FeedCacheSpy(failingWith: saveError)
        let logger = LoggerSpy()
        return (FeedLoaderCacheDecorator(decoratee: decoratee, cache: cache, logger: logger), decoratee, cache, logger)
    }
}
