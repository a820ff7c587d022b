import Domain
import Foundation
import Networking
import Testing

extension Result where Failure == any Error {
    /// The `FeedLoadingError` this result failed with, if it did.
    var failure: FeedLoadingError? {
        guard case .failure(let error) = self else { return nil }
        return error as? FeedLoadingError
    }
}

extension Result where Failure == HTTPClientError {
    /// The `HTTPClientError` this result failed with, if it did.
    var failure: HTTPClientError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

/// One row of the error mapping table: a client error and the Domain error it must become.
struct ClientErrorCase: Sendable, CustomTestStringConvertible {
    let clientError: HTTPClientError
    let expected: FeedLoadingError

    var testDescription: String { "\(clientError)" }

    static let all: [ClientErrorCase] = [
        ClientErrorCase(
            clientError: .cannotConnect(host: "example.org"), expected: .cannotConnect(host: "example.org")),
        ClientErrorCase(
            clientError: .timedOut(host: "example.org", seconds: 5),
            expected: .timedOut(host: "example.org", seconds: 5)
        ),
        ClientErrorCase(clientError: .tooLarge(limit: 1024), expected: .tooLarge(limit: 1024)),
        ClientErrorCase(
            clientError: .invalidResponse(host: "example.org", reason: "cut short"),
            expected: .unreadableResponse(host: "example.org", reason: "cut short")
        ),
        ClientErrorCase(clientError: .cancelled, expected: .cancelled),
        ClientErrorCase(
            clientError: .unsupportedURL("ftp://example.org"), expected: .invalidAddress("ftp://example.org")),
        ClientErrorCase(clientError: .fileNotFound(path: "/tmp/x"), expected: .fileNotFound(path: "/tmp/x")),
        ClientErrorCase(clientError: .fileNotReadable(path: "/tmp/x"), expected: .fileNotReadable(path: "/tmp/x")),
        ClientErrorCase(
            clientError: .isDirectory(path: "/tmp"),
            expected: .notAFeed(reason: "/tmp is a directory, not a file")
        ),
        ClientErrorCase(clientError: .other("boom"), expected: .unexpected("boom")),
    ]
}
