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

    @Test("has twice inFlight loads started, so one waits ready at the HTTP client for each being fetched")
    func startsTwiceInFlight() async {
        let gates = LoadGates()
        let reader = makeSUT(gates: gates, inFlight: 2)
        let task = Task { await reader.load((1...6).map { target("/\($0)") }) { _ in } }
        #expect(await eventually { gates.started.count == 4 })

        gates.open("/1")
        #expect(await eventually { gates.started.count == 5 })
        for path in 2...6 { gates.open("/\(path)") }
        let count = await task.value

        #expect(count == 6)
        #expect(gates.mostAtOnce == 4)
    }

    @Test("starts the next load as soon as one is done, while that one is still being delivered")
    func startsNextBeforeDelivering() async {
        let gates = LoadGates()
        let reader = makeSUT(gates: gates, inFlight: 1)
        let task = Task {
            await reader.load((1...3).map { target("/\($0)") }) { result in
                if result.address == anyURL("/1").absoluteString { await gates.wait(for: "delivered /1") }
            }
        }
        #expect(await eventually { gates.started.count == 2 })

        gates.open("/1")

        #expect(await eventually(limit: .seconds(10)) { gates.started.count == 3 })
        gates.open("delivered /1")
        for path in 2...3 { gates.open("/\(path)") }
        #expect(await task.value == 3)
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

    private func makeSUT(gates: LoadGates, inFlight: Int) -> FeedLoadPool {
        FeedLoadPool(
            loaders: { request in GatedLoader(gates: gates, path: request.url.path) }, logger: LoggerSpy(),
            inFlight: inFlight, progress: { _, _ in })
    }

    private func target(_ path: String) -> FeedTarget {
        FeedTarget(address: anyURL(path).absoluteString, url: .success(anyURL(path)))
    }
}

private struct StubLoader: FeedLoader {
    let loaded: LoadedFeed

    func load() async throws -> LoadedFeed { loaded }
}

/// Loads that wait until the test opens their gate, counting how many run at once.
private final class LoadGates: Sendable {
    private struct State {
        var started: [String] = []
        var running = 0
        var mostAtOnce = 0
        var opened: Set<String> = []
        var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    /// The paths whose load started, in order.
    var started: [String] { state.withLock { $0.started } }
    /// The most loads that were running at once.
    var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }

    /// Runs a load of `path` until its gate is open.
    func load(_ path: String) async {
        state.withLock { state in
            state.started.append(path)
            state.running += 1
            state.mostAtOnce = max(state.mostAtOnce, state.running)
        }
        await wait(for: path)
        state.withLock { $0.running -= 1 }
    }

    /// Returns once `gate` is open.
    func wait(for gate: String) async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if state.opened.contains(gate) { return true }
                state.waiting[gate] = continuation
                return false
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens `gate`, letting what waits for it (now or later) go on.
    func open(_ gate: String) {
        let waiter = state.withLock { state in
            state.opened.insert(gate)
            return state.waiting.removeValue(forKey: gate)
        }
        waiter?.resume()
    }
}

private struct GatedLoader: FeedLoader {
    let gates: LoadGates
    let path: String

    func load() async throws -> LoadedFeed {
        await gates.load(path)
        return remote(makeFeed(title: path, items: []))
    }
}
