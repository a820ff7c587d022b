import Domain
import Foundation
import Synchronization

/// An image loader that records each URL it was asked for and answers with the queued results, in order.
final class ImageDataLoaderSpy: ImageDataLoader {
    enum Message: Equatable {
        case load(URL)
        case cancelled(URL)
    }

    enum Stub: Sendable {
        case success(Data)
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

    func loadImageData(from url: URL) async throws -> Data {
        let stub = state.withLock { state in
            state.messages.append(.load(url))
            return state.stubs.isEmpty ? nil : state.stubs.removeFirst()
        }
        switch stub {
        case .success(let data)?:
            return data
        case .failure(let error)?:
            throw error
        case .waitForCancellation?:
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                state.withLock { $0.messages.append(.cancelled(url)) }
                throw FeedLoadingError.cancelled
            }
            throw FeedLoadingError.unexpected("the spy was never cancelled")
        case nil:
            throw FeedLoadingError.unexpected("the spy had no result queued")
        }
    }
}
