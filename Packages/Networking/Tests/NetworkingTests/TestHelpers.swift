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

    var testDescription: String { "\(clientError)" }

    static let all: [ClientErrorCase] = [
        ClientErrorCase(
            clientError: .cannotConnect(host: "example.org"), expected: .cannotConnect(host: "example.org"),
            image: .cannotConnect(host: "example.org")),
        ClientErrorCase(
            clientError: .timedOut(host: "example.org", seconds: 5),
            expected: .timedOut(host: "example.org", seconds: 5), image: .timedOut(host: "example.org", seconds: 5)),
        ClientErrorCase(
            clientError: .tooLarge(limit: 1024), expected: .tooLarge(limit: 1024), image: .tooLarge(limit: 1024)),
        ClientErrorCase(
            clientError: .invalidResponse(host: "example.org", reason: "cut short"),
            expected: .unreadableResponse(host: "example.org", reason: "cut short"),
            image: .unreadableResponse(host: "example.org", reason: "cut short")),
        ClientErrorCase(clientError: .cancelled, expected: .cancelled, image: .cancelled),
        ClientErrorCase(
            clientError: .unsupportedURL("ftp://example.org"), expected: .invalidAddress("ftp://example.org"),
            image: .invalidAddress("ftp://example.org")),
        ClientErrorCase(
            clientError: .fileNotFound(path: "/tmp/x"), expected: .fileNotFound(path: "/tmp/x"),
            image: .unexpected("no file at /tmp/x")),
        ClientErrorCase(
            clientError: .fileNotReadable(path: "/tmp/x"), expected: .fileNotReadable(path: "/tmp/x"),
            image: .unexpected("cannot read /tmp/x")),
        ClientErrorCase(
            clientError: .isDirectory(path: "/tmp"), expected: .notAFeed(reason: "/tmp is a directory, not a file"),
            image: .unexpected("not a feed: /tmp is a directory, not a file")),
        ClientErrorCase(
            clientError: .redirectedToUnsupportedURL("ftp://example.org/x"),
            expected: .notAFeed(reason: "it redirected to an unsupported address ftp://example.org/x"),
            image: .invalidAddress("ftp://example.org/x")),
        ClientErrorCase(
            clientError: .untrustedCertificate(host: "example.org", reason: "has expired"),
            expected: .untrustedCertificate(host: "example.org", reason: "has expired"),
            image: .untrustedCertificate(host: "example.org", reason: "has expired")),
        ClientErrorCase(
            clientError: .proxyFailed(proxy: "proxy.example", reason: "could not be reached"),
            expected: .proxyFailed(proxy: "proxy.example", reason: "could not be reached"),
            image: .proxyFailed(proxy: "proxy.example", reason: "could not be reached")),
        ClientErrorCase(clientError: .other("boom"), expected: .unexpected("boom"), image: .unexpected("boom")),
    ]
}
