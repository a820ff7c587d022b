import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` over `URLSession`: timeouts, a size limit while receiving, redirects, a User-Agent.
///
/// Each client owns one `URLSession`, invalidated when the client goes away; share one client for many
/// requests. Responses are never cached by the session: conditional requests are the caller's
/// business (send `If-None-Match` in `headers`, and a 304 comes back as a response).
///
/// - Threading: `Sendable`; requests may run concurrently from any task.
/// - Cancellation: cancelling the calling task cancels the transfer and throws ``HTTPClientError/cancelled``.
/// - Size limit: a `Content-Length` above ``Configuration/maxResponseBytes`` is refused before the body
///   is read; a body that grows past it is cancelled as soon as it does, so a huge body is an error,
///   not an out-of-memory.
public final class URLSessionHTTPClient: HTTPClient {
    /// The client's settings.
    public let configuration: Configuration
    private let session: URLSession
    private let delegate: DataTransferDelegate

    /// Creates a client with its own session.
    ///
    /// - Parameter configuration: Timeout, size limit and User-Agent; the defaults suit feeds.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = TimeInterval(configuration.timeoutSeconds)
        let delegate = DataTransferDelegate()
        self.delegate = delegate
        self.session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends a GET to an `http` or `https` URL and reads the whole response, following redirects.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for any other scheme, and the other cases of
    ///   ``HTTPClientError`` as the transfer fails.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw .unsupportedURL(url.absoluteString)
        }
        if Task.isCancelled { throw .cancelled }
        let task = session.dataTask(with: makeRequest(url: url, headers: headers))
        let limits = DataTransferDelegate.Limits(
            maxBytes: configuration.maxResponseBytes,
            timeoutSeconds: configuration.timeoutSeconds,
            host: url.host ?? url.absoluteString
        )
        let delegate = self.delegate
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

    private func makeRequest(url: URL, headers: [String: String]) -> URLRequest {
        var request = URLRequest(
            url: url,
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: TimeInterval(configuration.timeoutSeconds)
        )
        request.httpMethod = "GET"
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}
