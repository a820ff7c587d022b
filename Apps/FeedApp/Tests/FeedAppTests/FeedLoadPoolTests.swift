import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

@testable import FeedApp

@Suite("Reading feeds concurrently")
struct FeedLoadPoolTests {
    @Test("cancelled (Ctrl-C), it still delivers the feeds already read, past one that never finished")
    func cancelledDeliversWhatWasRead() async {
        let pending = FeedLoaderSpy(.waitForCancellation)
        let loaded = StubLoader(loaded: remote(makeFeed(title: "Second", items: [])))
        let done = Atomic<Int>(0)
        let reader = makeSUT(loaders: [anyURL("/a"): pending, anyURL("/b"): loaded]) { count, _ in
            done.store(count, ordering: .sequentiallyConsistent)
        }
        let delivered = Mutex<[String]>([])

        let task = Task {
            await reader.load([target("/a"), target("/b")]) { result in
                delivered.withLock { $0.append(result.address) }
            }
        }
        #expect(await eventually { done.load(ordering: .sequentiallyConsistent) == 1 })
        #expect(delivered.withLock { $0 }.isEmpty)
        task.cancel()
        let count = await task.value

        #expect(delivered.withLock { $0 } == [anyURL("/b").absoluteString])
        #expect(count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(
        loaders: [URL: any FeedLoader], progress: @escaping @Sendable (Int, Int) -> Void
    ) -> FeedLoadPool {
        FeedLoadPool(
            loaders: { request in
                guard let loader = loaders[request.url] else {
                    throw FeedLoadingError.fileNotReadable(path: request.url.path)
                }
                return loader
            }, logger: LoggerSpy(), inFlight: 4, progress: progress)
    }

    private func target(_ path: String) -> FeedTarget {
        FeedTarget(address: anyURL(path).absoluteString, url: .success(anyURL(path)))
    }
}

private struct StubLoader: FeedLoader {
    let loaded: LoadedFeed

    func load() async throws -> LoadedFeed { loaded }
}
