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
/// - Cancellation: a cancelled task throws `ImageLoadingError.cancelled`.
/// - Errors: throws `ImageLoadingError` only: the client's failures through ``HTTPClientError/imageLoadingError``,
///   a status other than 2xx as `httpStatus(code:host:)`, and an empty body as `empty(url:)`.
public struct RemoteImageDataLoader: ImageDataLoader {
    private let client: any HTTPClient

    /// Creates a loader that fetches through `client`.
    public init(client: any HTTPClient) {
        self.client = client
    }

    /// Fetches the image at `url`.
    ///
    /// - Returns: The image's bytes, never empty.
    /// - Throws: `ImageLoadingError`.
    public func loadImageData(from url: URL) async throws -> Data {
        let response: HTTPResponse
        do {
            response = try await client.get(from: url)
        } catch {
            throw error.imageLoadingError
        }
        if Task.isCancelled { throw ImageLoadingError.cancelled }
        guard response.isSuccess else {
            throw ImageLoadingError.httpStatus(code: response.statusCode, host: response.host)
        }
        guard !response.body.isEmpty else { throw ImageLoadingError.empty(url: url) }
        return response.body
    }
}
