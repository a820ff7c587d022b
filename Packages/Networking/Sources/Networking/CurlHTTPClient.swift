import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The ``HTTPClient`` for `http` and `https`, over libcurl's C API (loaded on the first request).
///
/// Every request of one client runs on one libcurl multi handle (``CurlTransferLoop``), so the feeds and
/// images of one host reuse kept-alive connections (HTTP/2 multiplexed when the server offers it), at
/// most ``HTTPClientConfiguration/maxConcurrentRequests`` of them, to one host or in all, with DNS answers and TLS
/// sessions cached for the client's life: make one client for a command. Every encoding the linked
/// libcurl decodes is offered (gzip and deflate, br and zstd where built in) and decoded, asked for or
/// not. The system's CA store is trusted, with ``HTTPClientConfiguration/caFile`` besides; proxies are
/// those of ``HTTPClientConfiguration/proxies``. Responses are never cached: conditional requests are the
/// caller's business (send `If-None-Match` in `headers`, and a 304 comes back as a response).
///
/// Redirects (301, 302, 303, 307, 308) are followed here, at most five, to `http` and `https` only, and
/// the trail is remembered (``HTTPResponse/permanentRedirectURL``). A transient failure is tried again
/// as ``RetryPolicy`` says.
///
/// - Threading: `Sendable`; requests may run concurrently from any task. At most
///   ``HTTPClientConfiguration/maxConcurrentRequests`` are in flight; the others wait their turn, in the order
///   they came, and the transfer loop starts the next the moment one ends (a redirect or a retry queues again).
///   The wait counts against the deadline.
/// - Bounds: ``HTTPClientConfiguration/timeoutSeconds`` covers the whole request, redirects and retries
///   included; ``HTTPClientConfiguration/maxResponseBytes`` counts decoded bytes as they arrive and
///   stops the transfer the moment they pass it. Waiting sleeps in `poll`: it costs no CPU.
/// - Cancellation: cancelling the calling task stops the transfer at once and throws
///   ``HTTPClientError/cancelled``.
/// - Errors: a missing libcurl is ``HTTPClientError/other(_:)`` naming the Debian package to install.
public final class CurlHTTPClient: HTTPClient {
    /// The client's settings.
    public let configuration: HTTPClientConfiguration
    private let madeLoop = Mutex<Result<CurlTransferLoop, HTTPClientError>?>(nil)

    private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    private static let maxRedirects = 5

    /// Creates a client; libcurl is loaded on its first request.
    ///
    /// - Parameter configuration: Deadline, size limit, User-Agent, CA file and proxies; the defaults suit feeds.
    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
    }

    deinit {
        madeLoop.withLock { made in
            if case .success(let loop) = made { loop.stop() }
        }
    }

    /// Sends a GET to an `http` or `https` URL and reads the whole response, following redirects.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for any other scheme, and the other cases of
    ///   ``HTTPClientError`` as the transfer fails.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard Self.isFetchable(url) else { throw .unsupportedURL(url.absoluteString) }
        let limits = configuration.limits(host: url.host ?? url.absoluteString)
        let loop = try self.loop()
        var attempt = 0
        while true {
            let outcome: CurlOutcome
            do {
                outcome = .success(try await followingRedirects(from: url, headers: headers, limits: limits, on: loop))
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

    /// The client's transfer loop, made (and libcurl loaded) on the first request.
    private func loop() throws(HTTPClientError) -> CurlTransferLoop {
        let made = madeLoop.withLock { made in
            if let made { return made }
            let loop = Result { () throws(HTTPClientError) in
                try CurlTransferLoop(connections: configuration.maxConcurrentRequests)
            }
            made = loop
            return loop
        }
        return try made.get()
    }

    private func followingRedirects(
        from url: URL, headers: [String: String], limits: TransferLimits, on loop: CurlTransferLoop
    ) async throws(HTTPClientError) -> HTTPResponse {
        var limits = limits
        var current = url
        var redirects = RedirectTrail()
        while true {
            if Task.isCancelled { throw .cancelled }
            let transfer = try CurlTransfer(
                url: current, headers: headers, limits: limits, configuration: configuration, share: loop.share)
            let response = try await loop.perform(transfer).get()
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

    private static func isFetchable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return false }
        return scheme == "http" || scheme == "https"
    }
}
