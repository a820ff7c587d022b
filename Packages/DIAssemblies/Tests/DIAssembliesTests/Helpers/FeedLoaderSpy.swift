import Domain
import Synchronization

/// A feed loader that records each call and answers with the results the test queued, in order.
final class FeedLoaderSpy: FeedLoader {
    enum Message: Equatable {
        case load
        case cancelled
    }

    enum Stub: Sendable {
        case success(LoadedFeed)
        case failure(FeedLoadingError)
        /// Suspends until the calling task is cancelled, then throws `FeedLoadingError.cancelled`.
        case waitForCancellation
    }

    private struct State {
        var messages: [Message] = []
        var stubs: [Stub]
    }

    private let state: Mutex<State>

    init(_ stubs: Stub...) {
        state = Mutex(State(stubs: stubs))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func load() async throws -> LoadedFeed {
        let stub = state.withLock { state in
            state.messages.append(.load)
            return state.stubs.isEmpty ? nil : state.stubs.removeFirst()
        }
        switch stub {
        case .success(let loaded)?:
            return loaded
        case .failure(let error)?:
            throw error
        case .waitForCancellation?:
            try await waitForCancellation()
            throw FeedLoadingError.unexpected("the spy was never cancelled")
        case nil:
            throw FeedLoadingError.unexpected("the spy had no result queued")
        }
    }

    private func waitForCancellation() async throws {
        do {
            try await Task.sleep(for: .seconds(30))
        } catch {
            state.withLock { $0.messages.append(.cancelled) }
            throw FeedLoadingError.cancelled
        }
    }
}
