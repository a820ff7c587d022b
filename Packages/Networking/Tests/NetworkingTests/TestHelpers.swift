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

extension Result where Failure == any Error {
    /// The `ImageLoadingError` this result failed with, if it did.
    var imageFailure: ImageLoadingError? {
        guard case .failure(let error) = self else { return nil }
        return error as? ImageLoadingError
    }
}

extension Result where Failure == HTTPClientError {
    /// The `HTTPClientError` this result failed with, if it did.
    var failure: HTTPClientError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

/// One row of the error mapping table: a client error and the Domain errors it must become, for a feed and for
/// an image.
struct ClientErrorCase: Sendable, CustomTestStringConvertible {
    let clientError: HTTPClientError
    let expected: FeedLoadingError
    let image: ImageLoadingError

    init(clientError: HTTPClientError, expected: FeedLoadingError, image: ImageLoadingError? = nil) {
        self.clientError = clientError
        self.expected = expected
        self.image = image ?? Self.sameCase(as: expected)
    }

    /// The image error of the feed error's case, for the rows where the two say the same.
    private static func sameCase(as expected: FeedLoadingError) -> ImageLoadingError {
        switch expected {
        case .cannotConnect(let host): .cannotConnect(host: host)
        case .timedOut(let host, let seconds): .timedOut(host: host, seconds: seconds)
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .unreadableResponse(let host, let reason): .unreadableResponse(host: host, reason: reason)
        case .cancelled: .cancelled
        case .invalidAddress(let address): .invalidAddress(address)
        case .untrustedCertificate(let host, let reason): .untrustedCertificate(host: host, reason: reason)
        case .proxyFailed(let proxy, let reason): .proxyFailed(proxy: proxy, reason: reason)
        case .unexpected(let details): .unexpected(details)
        default: .unexpected(expected.description)
        }
    }

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
        ClientErrorCase(
            clientError: .redirectedToUnsupportedURL("ftp://example.org/x"),
            expected: .notAFeed(reason: "it redirected to an unsupported address ftp://example.org/x"),
            image: .invalidAddress("ftp://example.org/x")),
        ClientErrorCase(
            clientError: .untrustedCertificate(host: "example.org", reason: "has expired"),
            expected: .untrustedCertificate(host: "example.org", reason: "has expired")),
        ClientErrorCase(
            clientError: .proxyFailed(proxy: "proxy.example", reason: "could not be reached"),
            expected: .proxyFailed(proxy: "proxy.example", reason: "could not be reached")),
        ClientErrorCase(clientError: .other("boom"), expected: .unexpected("boom")),
    ]
}
