import Foundation
import Networking
import Synchronization

/// An ``HTTPClient`` that records what it is asked and waits until the test completes each request.
///
/// ```swift
/// let spy = HTTPClientSpy()
/// let loading = Task { try await loader.load() }
/// try await spy.waitForRequests(count: 1)
/// try spy.complete(withStatus: 200, body: data)
/// ```
///
/// Cancelling the task of a pending request ends it with ``HTTPClientError/cancelled`` and records
/// ``Message/cancel(_:)``.
public final class HTTPClientSpy: HTTPClient {
    /// What the spy was asked, in order.
    public enum Message: Sendable, Hashable {
        /// A GET of the URL with these headers.
        case get(URL, headers: [String: String])
        /// The caller of a pending GET of the URL was cancelled.
        case cancel(URL)
    }

    typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPClientError>, Never>

    private struct Request {
        let url: URL
        var continuation: Completion?
        var result: Result<HTTPResponse, HTTPClientError>?
    }

    private struct State {
        var messages: [Message] = []
        var requests: [Request] = []
    }

    private let state = Mutex(State())

    /// Creates a spy with no requests.
    public init() {}

    /// Everything the spy was asked, in order.
    public var messages: [Message] { state.withLock { $0.messages } }

    /// The URLs of the GETs received, in order.
    public var requestedURLs: [URL] { state.withLock { $0.requests.map(\.url) } }

    /// Records the GET and waits until the test completes it or the caller is cancelled.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        let index = state.withLock { state in
            state.messages.append(.get(url, headers: headers))
            state.requests.append(Request(url: url))
            return state.requests.count - 1
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Result<HTTPResponse, HTTPClientError>? in
                    if let result = state.requests[index].result { return result }
                    state.requests[index].continuation = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            _ = finish(index, with: .failure(.cancelled), cancelled: true)
        }
        return try result.get()
    }

    /// Completes the request at `index` (0 is the first GET) with `response`.
    ///
    /// - Throws: ``HTTPClientSpyError/noPendingRequest(index:)`` when there is no such pending request.
    public func complete(with response: HTTPResponse, at index: Int = 0) throws(HTTPClientSpyError) {
        guard finish(index, with: .success(response), cancelled: false) else { throw .noPendingRequest(index: index) }
    }

    /// Completes the request at `index` with a response from its URL with `statusCode`, `body` and `headers`.
    ///
    /// - Throws: ``HTTPClientSpyError/noPendingRequest(index:)`` when there is no such pending request.
    public func complete(
        withStatus statusCode: Int,
        body: Data = Data(),
        headers: [String: String] = [:],
        at index: Int = 0
    ) throws(HTTPClientSpyError) {
        guard let url = state.withLock({ $0.requests.indices.contains(index) ? $0.requests[index].url : nil }) else {
            throw .noPendingRequest(index: index)
        }
        try complete(with: HTTPResponse(url: url, statusCode: statusCode, headers: headers, body: body), at: index)
    }

    /// Fails the request at `index` with `error`.
    ///
    /// - Throws: ``HTTPClientSpyError/noPendingRequest(index:)`` when there is no such pending request.
    public func complete(with error: HTTPClientError, at index: Int = 0) throws(HTTPClientSpyError) {
        guard finish(index, with: .failure(error), cancelled: false) else { throw .noPendingRequest(index: index) }
    }

    /// Waits until at least `count` GETs have arrived.
    ///
    /// - Throws: ``HTTPClientSpyError/timedOutWaiting(expected:received:)`` after `timeout`.
    public func waitForRequests(count: Int = 1, timeout: Duration = .seconds(5)) async throws(HTTPClientSpyError) {
        let deadline = ContinuousClock.now + timeout
        while true {
            let received = state.withLock { $0.requests.count }
            if received >= count { return }
            guard ContinuousClock.now < deadline else { throw .timedOutWaiting(expected: count, received: received) }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Stores the result of request `index` and resumes its caller; false when it is unknown or already done.
    private func finish(_ index: Int, with result: Result<HTTPResponse, HTTPClientError>, cancelled: Bool) -> Bool {
        let outcome = state.withLock { state -> (Bool, Completion?) in
            guard state.requests.indices.contains(index), state.requests[index].result == nil else {
                return (false, nil)
            }
            state.requests[index].result = result
            if cancelled { state.messages.append(.cancel(state.requests[index].url)) }
            defer { state.requests[index].continuation = nil }
            return (true, state.requests[index].continuation)
        }
        outcome.1?.resume(returning: result)
        return outcome.0
    }
}
