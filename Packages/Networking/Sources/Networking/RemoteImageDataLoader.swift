import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads image bytes over an ``HTTPClient``.
///
/// One shared instance serves every image: the URL is the argument of each call.
///
/// - Threading: `Sendable`, stateless; calls may run concurrently from any task.
/// - Cancellation: a cancelled task throws `FeedLoadingError.cancelled`.
/// - Errors: throws `FeedLoadingError`: the client's failures through ``HTTPClientError/feedLoadingError``,
///   a status other than 2xx as `httpStatus(code:host:)`, and an empty body as `malformed`.
public struct RemoteImageDataLoader: ImageDataLoader {
    private let client: any HTTPClient

    /// Creates a loader that fetches through `client`.
    public init(client: any HTTPClient) {
        self.client = client
    }

    /// Fetches the image at `url`.
    ///
    /// - Returns: The image's bytes, never empty.
    /// - Throws: `FeedLoadingError`.
    public func loadImageData(from url: URL) async throws -> Data {
        let response: HTTPResponse
        do {
            response = try await client.get(from: url)
        } catch {
            throw error.feedLoadingError
        }
        if Task.isCancelled { throw FeedLoadingError.cancelled }
        guard response.isSuccess else {
            throw FeedLoadingError.httpStatus(code: response.statusCode, host: response.host)
        }
        guard !response.body.isEmpty else {
            throw FeedLoadingError.malformed(
                reason: "the image at \(url.absoluteString) is empty", line: nil, column: nil)
        }
        return response.body
    }
}
