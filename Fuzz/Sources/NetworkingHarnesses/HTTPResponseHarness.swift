import Domain
import FeedFormats
import Foundation
import FuzzSupport
import Networking

/// Feeds one input, read as a raw HTTP response, to the loaders that sit in front of the mappers.
///
/// A stub ``HTTPClient`` answers with the ``RawHTTPResponse`` of the input; ``RemoteFeedLoader`` (with a
/// ``DetectingFeedMapper`` and cached validators, so the request is conditional) turns it into a feed,
/// reading the status, `Content-Type` (media type and charset), `ETag`, `Last-Modified` and the URL after
/// redirects; ``RemoteImageDataLoader`` reads the same response as an image.
public enum HTTPResponseHarness {
    /// Loads a feed and an image from the response `data` spells, blocking the calling thread.
    ///
    /// For libFuzzer's callback thread only: from a Swift concurrency thread, use ``outcome(of:)``.
    ///
    /// - Returns: `.accepted` with the item count when the feed loaded (or `unchanged` for a 304), else
    ///   `.rejected` with the error.
    public static func run(_ data: Data) -> FuzzOutcome {
        BlockingTask.run(fallback: .rejected(reason: "the load did not finish")) { await outcome(of: data) }
    }

    /// The validators of a saved copy, so every load is a conditional request.
    private static let savedCopy = CacheValidators(etag: "\"fuzz\"", lastModified: "Thu, 01 Jan 1970 00:00:00 GMT")

    /// Loads a feed and an image from the response `data` spells.
    ///
    /// - Returns: `.accepted` with the item count when the feed loaded (or `unchanged` for a 304), else
    ///   `.rejected` with the error.
    public static func outcome(of data: Data) async -> FuzzOutcome {
        let raw = RawHTTPResponse(parsing: data)
        let response = HTTPResponse(url: raw.url, statusCode: raw.statusCode, headers: raw.headers, body: raw.body)
        let client = StubHTTPClient(response: response)
        _ = try? await RemoteImageDataLoader(client: client).loadImageData(from: RawHTTPResponse.requestURL)
        let loader = RemoteFeedLoader(url: RawHTTPResponse.requestURL, client: client, mapper: DetectingFeedMapper())
        do {
            switch try await loader.loadIfChanged(since: Self.savedCopy) {
            case .loaded(let loaded): return .accepted(summary: "\(loaded.feed.items.count) items")
            case .unchanged: return .accepted(summary: "unchanged")
            }
        } catch {
            return .rejected(reason: String(describing: error))
        }
    }
}

/// A client that answers every request with one response.
private struct StubHTTPClient: HTTPClient {
    let response: HTTPResponse

    func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        response
    }
}
