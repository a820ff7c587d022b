#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends a GET request and delivers the response: the port every remote loader fetches through.
///
/// Implementations: ``CurlHTTPClient`` for `http` and `https`, ``FileHTTPClient`` for `file://` URLs (a local
/// file, read with the network's limits; not a cache).
///
/// - Threading: `Sendable`; `get(from:headers:)` may be called from any task, many times at once.
///   Implementations keep no per-caller state (a client may keep connections open for the next request).
/// - Cancellation: cancelling the calling task stops the transfer promptly and throws
///   ``HTTPClientError/cancelled``.
/// - Errors: throws only ``HTTPClientError``. Any HTTP status, including 304 and 404, is a response,
///   not an error: the caller decides what a status means.
public protocol HTTPClient: Sendable {
    /// Sends a GET to `url` with `headers` and returns the final response, after redirects.
    ///
    /// - Parameters:
    ///   - url: The address to fetch.
    ///   - headers: Request headers to add, such as `If-None-Match`.
    /// - Returns: The response, with its body read in full (never more than the client's size limit).
    /// - Throws: ``HTTPClientError`` when no complete response could be read.
    func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse
}

extension HTTPClient {
    /// Sends a GET to `url` without extra headers.
    ///
    /// - Throws: ``HTTPClientError`` when no complete response could be read.
    public func get(from url: URL) async throws(HTTPClientError) -> HTTPResponse {
        try await get(from: url, headers: [:])
    }
}
