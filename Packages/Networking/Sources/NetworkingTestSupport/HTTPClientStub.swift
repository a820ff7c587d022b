import Foundation
import Networking

/// An ``HTTPClient`` that answers every request at once with a fixed result, or one computed from the request.
public struct HTTPClientStub: HTTPClient {
    private let respond: @Sendable (URL, [String: String]) -> Result<HTTPResponse, HTTPClientError>

    /// Creates a stub that answers each request with `respond(url, headers)`.
    public init(_ respond: @escaping @Sendable (URL, [String: String]) -> Result<HTTPResponse, HTTPClientError>) {
        self.respond = respond
    }

    /// A stub that answers every URL with `statusCode`, `body` and `headers`.
    public static func responding(
        statusCode: Int = 200,
        body: Data = Data(),
        headers: [String: String] = [:]
    ) -> HTTPClientStub {
        HTTPClientStub { url, _ in
            .success(HTTPResponse(url: url, statusCode: statusCode, headers: headers, body: body))
        }
    }

    /// A stub that fails every request with `error`.
    public static func failing(with error: HTTPClientError) -> HTTPClientStub {
        HTTPClientStub { _, _ in .failure(error) }
    }

    /// Answers at once; a cancelled caller gets ``HTTPClientError/cancelled``.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        return try respond(url, headers).get()
    }
}
