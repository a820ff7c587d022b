import Domain
import Synchronization

/// A feed loader that records each call and answers with the results the test queued, in order.
public final class FeedLoaderSpy: FeedLoader {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load started.
        case load
        /// A load was cancelled while it waited.
        case cancelled
    }

    /// How one load answers.
    public enum Stub: Sendable {
        /// With the feed.
        case success(LoadedFeed)
        /// With the error.
        case failure(FeedLoadingError)
        /// Suspends until the calling task is cancelled, then throws `FeedLoadingError.cancelled`.
        case waitForCancellation
    }

    private struct State {
        var messages: [Message] = []
        var stubs: [Stub]
    }

    private let state: Mutex<State>

    /// Creates a spy that answers its loads with `stubs`, in order.
    public init(_ stubs: Stub...) {
        state = Mutex(State(stubs: stubs))
    }

    /// What it was asked, in order.
    public var messages: [Message] { state.withLock { $0.messages } }

    /// Records the load and answers with the next stub.
    public func load() async throws -> LoadedFeed {
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
        // Only the test's cancellation ends the wait; the hour is never meant to pass.
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            state.withLock { $0.messages.append(.cancelled) }
            throw FeedLoadingError.cancelled
        }
    }
}
