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
    public typealias Stub = SpyStub<LoadedFeed>

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
        return try await Stub.answer(stub) { state.withLock { $0.messages.append(.cancelled) } }
    }
}
