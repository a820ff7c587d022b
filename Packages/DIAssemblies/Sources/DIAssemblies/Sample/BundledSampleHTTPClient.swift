import Domain
import Networking

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An ``Networking/HTTPClient`` that serves ``BundledSampleFeed`` instead of the network, for the preview.
///
/// The preview composes the very same chain as production (remote, cache, fallback, logging), only over
/// this client. It answers like a server would:
/// - the feed's URL: 200 with the document, its content type and ``BundledSampleFeed/etag``; 304 when the
///   request's `If-None-Match` names that tag;
/// - a `.png` under ``BundledSampleFeed/imageDirectory``: 200 with ``BundledSampleFeed/imageData``;
/// - any other address on the sample's host: 404;
/// - any other host: ``Networking/HTTPClientError/cannotConnect(host:)``, since the preview has no network.
///
/// - Threading: `Sendable`, stateless.
/// - Cancellation: a cancelled task throws ``Networking/HTTPClientError/cancelled``.
public struct BundledSampleHTTPClient: HTTPClient {
    /// Creates the client.
    public init() {}

    /// Answers the request from the bundled sample.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        guard let host = url.host, host == BundledSampleFeed.url.host else {
            throw .cannotConnect(host: url.host ?? url.absoluteString)
        }
        if url == BundledSampleFeed.url {
            return feedResponse(for: url, headers: headers)
        }
        let isImage =
            url.absoluteString.hasPrefix(BundledSampleFeed.imageDirectory.absoluteString) && url.pathExtension == "png"
        guard isImage else { return HTTPResponse(url: url, statusCode: 404) }
        return HTTPResponse(
            url: url, statusCode: 200, headers: ["Content-Type": "image/png"], body: BundledSampleFeed.imageData)
    }

    private func feedResponse(for url: URL, headers: [String: String]) -> HTTPResponse {
        let validator = headers.first { $0.key.lowercased() == "if-none-match" }?.value
        let tag = ["ETag": BundledSampleFeed.etag]
        if validator == BundledSampleFeed.etag {
            return HTTPResponse(url: url, statusCode: 304, headers: tag)
        }
        return HTTPResponse(
            url: url, statusCode: 200, headers: tag.merging(["Content-Type": BundledSampleFeed.contentType]) { $1 },
            body: BundledSampleFeed.data)
    }
}
