import Domain
import Foundation
import Synchronization

/// An image loader that records each URL it was asked for and answers with the results the test queued, in order.
public final class ImageDataLoaderSpy: ImageDataLoader {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load of the URL started.
        case load(URL)
        /// The load of the URL was cancelled while it waited.
        case cancelled(URL)
    }

    /// How one load answers.
    public typealias Stub = SpyStub<Data>

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
    public func loadImageData(from url: URL) async throws -> Data {
        let stub = state.withLock { state in
            state.messages.append(.load(url))
            return state.stubs.isEmpty ? nil : state.stubs.removeFirst()
        }
        return try await Stub.answer(stub) { state.withLock { $0.messages.append(.cancelled(url)) } }
    }
}
