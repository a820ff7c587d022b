import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("LoggingFeedLoader")
struct LoggingFeedLoaderTests {
    @Test("logs a remote load at info: what, how many items, how long, from where")
    func logsRemoteLoad() async throws {
        let loaded = remoteLoaded(anyFeed(items: 3))
        let (sut, logger) = makeSUT(.success(loaded), elapsed: 0.25)

        let result = try await sut.load()

        #expect(result == loaded)
        #expect(
            logger.lines == [
                .init(level: .info, message: "Loaded https://example.org/feed.xml: 3 items in 250 ms, from the network")
            ])
    }

    @Test("logs a copy read from the cache on purpose at info, with its date and staleness")
    func logsOfflineCacheLoad() async throws {
        let (sut, logger) = makeSUT(
            .success(cachedCopy(items: 1, savedAt: Date(timeIntervalSince1970: 0), isStale: true)))

        _ = try await sut.load()

        #expect(
            logger.lines == [
                .init(
                    level: .info,
                    message:
                        "Loaded https://example.org/feed.xml: 1 item in 0 ms, from the cached copy saved 1970-01-01T00:00:00Z (stale)"
                )
            ])
    }

    @Test("logs a fallback to the cache at warning, with the network's error")
    func logsFallbackAsWarning() async throws {
        let loaded = cachedCopy().fallingBack(because: .failure(.cannotConnect(host: "example.org")))
        let (sut, logger) = makeSUT(.success(loaded))

        _ = try await sut.load()

        #expect(logger.levels == [.warning])
        #expect(
            logger.lines.first?.message.contains("because the network failed: cannot connect to example.org") == true)
    }

    @Test("logs a 304 served from the cache at info")
    func logsNotModifiedAsInfo() async throws {
        let (sut, logger) = makeSUT(.success(cachedCopy().fallingBack(because: .unchanged)))

        _ = try await sut.load()

        #expect(logger.levels == [.info])
        #expect(logger.lines.first?.message.hasSuffix("the server said it has not changed") == true)
    }

    @Test("logs a failure at warning with its description and rethrows it unchanged")
    func logsFailureAsWarning() async {
        let (sut, logger) = makeSUT(.failure(.httpStatus(code: 404, host: "example.org")), elapsed: 1.5)

        let error = await loadingError { try await sut.load() }

        #expect(error == .httpStatus(code: 404, host: "example.org"))
        #expect(
            logger.lines == [
                .init(
                    level: .warning,
                    message:
                        "Failed to load https://example.org/feed.xml after 1500 ms: example.org answered HTTP 404"
                )
            ])
    }

    @Test("logs a cancelled load at info, not as a failure")
    func logsCancellationAsInfo() async {
        let (sut, logger) = makeSUT(.failure(.cancelled))

        let error = await loadingError { try await sut.load() }

        #expect(error == .cancelled)
        #expect(
            logger.lines == [.init(level: .info, message: "Cancelled loading https://example.org/feed.xml after 0 ms")])
    }

    // MARK: - Helpers

    private func makeSUT(_ stub: FeedLoaderSpy.Stub, elapsed: TimeInterval = 0) -> (
        sut: LoggingFeedLoader, logger: LoggerSpy
    ) {
        let start = Date(timeIntervalSince1970: 1_000)
        let clock = SteppingWallClock(start, start.addingTimeInterval(elapsed))
        let logger = LoggerSpy()
        let sut = LoggingFeedLoader(decoratee: FeedLoaderSpy(stub), url: anyURL(), logger: logger, clock: clock)
        return (sut, logger)
    }

    private func cachedCopy(items: Int = 2, savedAt: Date = Date(timeIntervalSince1970: 0), isStale: Bool = false)
        -> LoadedFeed
    {
        cachedLoaded(anyFeed(items: items), savedAt: savedAt, isStale: isStale)
    }
}
