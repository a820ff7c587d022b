import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` over `URLSession`: a deadline, a size limit while receiving, redirects, a User-Agent.
///
/// ``SocketHTTPClient`` is the one to use for `http`: on Linux, URLSession (libcurl underneath) keeps
/// receiving and buffering long after `cancel()` and spins a CPU while it waits. Here the caller is
/// answered the moment the limit or the deadline is crossed, but the session's own work goes on in the
/// background until libcurl stops; that is what bounds `https` today.
///
/// Each client owns one `URLSession`, made for its first request and invalidated when the client goes
/// away; share one client for many requests. (Making a session initialises libcurl, which loads about
/// two dozen libraries: a process that never asks for `https`, though it holds a client, never pays it.) Responses are never cached by the session: conditional requests are the caller's
/// business (send `If-None-Match` in `headers`, and a 304 comes back as a response).
///
/// - Threading: `Sendable`; requests may run concurrently from any task.
/// - Cancellation: cancelling the calling task cancels the transfer and throws ``HTTPClientError/cancelled``.
/// - Size limit: a `Content-Length` above ``HTTPClientConfiguration/maxResponseBytes`` is refused before
///   the body is read; a body whose decoded bytes grow past it is failed as soon as they do.
/// - Deadline: ``HTTPClientConfiguration/timeoutSeconds`` bounds the whole request.
public final class URLSessionHTTPClient: HTTPClient {
    /// The client's settings.
    public let configuration: HTTPClientConfiguration
    /// The session, once the first request has made it.
    private let madeSession = Mutex<URLSession?>(nil)
    private let delegate = DataTransferDelegate()

    /// Creates a client; its session is made on its first request.
    ///
    /// - Parameter configuration: Timeout, size limit and User-Agent; the defaults suit feeds.
    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
    }

    deinit {
        madeSession.withLock { $0?.finishTasksAndInvalidate() }
    }

    /// The client's session, made the first time it is asked for.
    private var session: URLSession {
        madeSession.withLock { session in
            if let session { return session }
            let sessionConfiguration = URLSessionConfiguration.ephemeral
            sessionConfiguration.urlCache = nil
            sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
            sessionConfiguration.timeoutIntervalForRequest = TimeInterval(configuration.timeoutSeconds)
            sessionConfiguration.timeoutIntervalForResource = TimeInterval(configuration.timeoutSeconds)
            sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConcurrentRequests
            let made = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
            session = made
            return made
        }
    }

    /// Sends a GET to an `http` or `https` URL and reads the whole response, following redirects.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for any other scheme, and the other cases of
    ///   ``HTTPClientError`` as the transfer fails.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw .unsupportedURL(url.absoluteString)
        }
        return try await get(from: url, headers: headers, limits: configuration.limits(host: url.host ?? ""))
    }

    /// Sends a GET that must be over by `limits.deadline` (the rest of a request another client began).
    func get(
        from url: URL, headers: [String: String], limits: TransferLimits
    ) async throws(HTTPClientError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let task = session.dataTask(with: makeRequest(url: url, headers: headers, deadline: limits.deadline))
        let delegate = self.delegate
        let deadline = Task {
            try await Task.sleep(until: limits.deadline, clock: .continuous)
            delegate.expire(task)
        }
        defer { deadline.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.start(task, limits: limits, continuation: continuation)
            }
        } onCancel: {
            delegate.cancel(task)
        }
        delegate.discard(task)
        return try result.get()
    }

    private func makeRequest(url: URL, headers: [String: String], deadline: ContinuousClock.Instant) -> URLRequest {
        let secondsLeft = ContinuousClock.now.duration(to: deadline).components.seconds + 1
        var request = URLRequest(
            url: url,
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: TimeInterval(max(1, min(secondsLeft, Int64(configuration.timeoutSeconds))))
        )
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}
