import Foundation

/// An ``HTTPClient`` that speaks HTTP/1.1 over its own sockets for `http` URLs, so that whatever a
/// server sends, one request costs bounded memory, time and CPU.
///
/// Each request opens one connection (`Connection: close`) and runs on a thread of its own that sleeps
/// in `poll` while it waits: waiting costs no CPU and never holds a Swift concurrency thread. The body
/// is asked for uncompressed, read into one buffer, and never beyond ``HTTPClientConfiguration/maxResponseBytes``.
/// Redirects (301, 302, 303, 307, 308) are followed, at most five. An `https` URL, asked for or
/// reached by a redirect, goes to the secure client with the time that is left. A transient failure
/// is tried again as ``RetryPolicy`` says, within the same deadline. At most
/// ``HTTPClientConfiguration/maxConcurrentRequests`` requests are in flight; the others wait their turn.
///
/// - Threading: `Sendable`; requests may run concurrently from any task.
/// - Deadline: ``HTTPClientConfiguration/timeoutSeconds`` bounds the whole request, redirects included
///   (except name resolution, which `getaddrinfo` does without a deadline).
/// - Cancellation: cancelling the calling task wakes the request's thread at once and throws
///   ``HTTPClientError/cancelled``.
public final class SocketHTTPClient: HTTPClient {
    /// The client's settings.
    public let configuration: HTTPClientConfiguration
    private let secureClient: URLSessionHTTPClient?
    private let slots: RequestSlots

    private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    private static let maxRedirects = 5

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Deadline, size limit and User-Agent; the defaults suit feeds.
    ///   - secureClient: Fetches `https` URLs; `nil` makes them ``HTTPClientError/unsupportedURL(_:)``.
    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration(), secureClient: URLSessionHTTPClient?)
    {
        self.configuration = configuration
        self.secureClient = secureClient
        self.slots = RequestSlots(count: configuration.maxConcurrentRequests)
    }

    /// Sends a GET and reads the whole response, following redirects.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for a scheme other than `http` (and `https`
    ///   with a secure client), and the other cases of ``HTTPClientError`` as the transfer fails.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard Self.isFetchable(url) else { throw .unsupportedURL(url.absoluteString) }
        let limits = configuration.limits(host: url.host ?? url.absoluteString)
        try await slots.acquire()
        defer { slots.release() }
        var attempt = 0
        while true {
            let outcome: Result<HTTPResponse, HTTPClientError>
            do {
                outcome = .success(try await followingRedirects(from: url, headers: headers, limits: limits))
            } catch {
                outcome = .failure(error)
            }
            guard attempt < configuration.maxRetries, let delay = RetryPolicy.delay(after: outcome, attempt: attempt),
                .now + delay < limits.deadline
            else { return try outcome.get() }
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    private func followingRedirects(
        from url: URL, headers: [String: String], limits: TransferLimits
    ) async throws(HTTPClientError) -> HTTPResponse {
        var limits = limits
        var current = url
        var redirects = RedirectTrail()
        while true {
            if Task.isCancelled { throw .cancelled }
            if current.scheme?.lowercased() == "https" {
                guard let secureClient else { throw .unsupportedURL(current.absoluteString) }
                let response = try await secureClient.get(from: current, headers: headers, limits: limits)
                return response.after(redirects)
            }
            let response = try await exchange(url: current, headers: headers, limits: limits)
            guard Self.redirectStatuses.contains(response.statusCode),
                let location = response.value(forHeader: "Location"),
                let next = URL(string: location, relativeTo: current)?.absoluteURL
            else { return response.after(redirects) }
            // A redirect to another scheme is the server's answer; reporting the 3xx would blame the first address.
            guard Self.isFetchable(next) else { throw .redirectedToUnsupportedURL(next.absoluteString) }
            guard redirects.count < Self.maxRedirects else {
                throw .invalidResponse(host: limits.host, reason: "the redirects did not lead to a document")
            }
            redirects.record(status: response.statusCode, to: next)
            current = next
            limits = limits.with(host: next.host ?? next.absoluteString)
        }
    }

    private func exchange(
        url: URL, headers: [String: String], limits: TransferLimits
    ) async throws(HTTPClientError) -> HTTPResponse {
        let userAgent = configuration.userAgent
        return try await DedicatedThread.run(named: "SocketHTTPClient.request") {
            cancellation throws(HTTPClientError) in
            try HTTP1Exchange(
                url: url, headers: headers, userAgent: userAgent, limits: limits, cancellation: cancellation
            ).perform()
        }
    }

    private static func isFetchable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return false }
        return scheme == "http" || scheme == "https"
    }
}
