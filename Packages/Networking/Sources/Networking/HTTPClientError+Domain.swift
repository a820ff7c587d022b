import Domain

extension HTTPClientError {
    /// The feed loader's error that says the same thing, so layers that do not import Networking can explain it.
    ///
    /// | `HTTPClientError` | `FeedLoadingError` |
    /// | --- | --- |
    /// | `cannotConnect(host)` | `cannotConnect(host)` |
    /// | `timedOut(host, seconds)` | `timedOut(host, seconds)` |
    /// | `tooLarge(limit)` | `tooLarge(limit)` |
    /// | `invalidResponse(host, reason)` | `unreadableResponse(host, reason)` |
    /// | `cancelled` | `cancelled` |
    /// | `unsupportedURL(address)` | `invalidAddress(address)` |
    /// | `redirectedToUnsupportedURL(address)` | `notAFeed("it redirected to an unsupported address <address>")` |
    /// | `fileNotFound(path)` | `fileNotFound(path)` |
    /// | `fileNotReadable(path)` | `fileNotReadable(path)` |
    /// | `isDirectory(path)` | `notAFeed("<path> is a directory, not a file")` |
    /// | `untrustedCertificate(host, reason)` | `untrustedCertificate(host, reason)` |
    /// | `proxyFailed(proxy, reason)` | `proxyFailed(proxy, reason)` |
    /// | `other(details)` | `unexpected(details)` |
    public var feedLoadingError: FeedLoadingError {
        saying { error in
            switch error {
            case .redirectedToUnsupportedURL(let address):
                .notAFeed(reason: "it redirected to an unsupported address \(address)")
            case .fileNotFound(let path): .fileNotFound(path: path)
            case .fileNotReadable(let path): .fileNotReadable(path: path)
            case .isDirectory(let path): .notAFeed(reason: "\(path) is a directory, not a file")
            default: .unexpected(String(describing: error))
            }
        }
    }

    /// The image loader's error that says the same thing: as ``feedLoadingError`` for the network's failures, a
    /// redirect to an unsupported address as `invalidAddress`, and the file cases, which only a file client meets,
    /// as `unexpected` with the feed error's description.
    public var imageLoadingError: ImageLoadingError {
        saying { error in
            switch error {
            case .redirectedToUnsupportedURL(let address): .invalidAddress(address)
            default: .unexpected(error.feedLoadingError.description)
            }
        }
    }

    /// The port's error for a failure every port words alike; `other` says the rest (a redirect, a file).
    private func saying<Failure: ClientFailureWording>(_ other: (HTTPClientError) -> Failure) -> Failure {
        switch self {
        case .cannotConnect(let host): .cannotConnect(host: host)
        case .timedOut(let host, let seconds): .timedOut(host: host, seconds: seconds)
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .invalidResponse(let host, let reason): .unreadableResponse(host: host, reason: reason)
        case .cancelled: .cancelled
        case .unsupportedURL(let address): .invalidAddress(address)
        case .untrustedCertificate(let host, let reason): .untrustedCertificate(host: host, reason: reason)
        case .proxyFailed(let proxy, let reason): .proxyFailed(proxy: proxy, reason: reason)
        case .other(let details): .unexpected(details)
        case .redirectedToUnsupportedURL, .fileNotFound, .fileNotReadable, .isDirectory: other(self)
        }
    }
}

/// The error of a port a remote loader implements, with a case for each failure of the network it shares
/// with the others: the feed's and the image's errors, which the client's failures become.
private protocol ClientFailureWording: Error {
    static func cannotConnect(host: String) -> Self
    static func timedOut(host: String, seconds: Int) -> Self
    static func tooLarge(limit: Int) -> Self
    static func unreadableResponse(host: String, reason: String) -> Self
    static var cancelled: Self { get }
    static func invalidAddress(_ address: String) -> Self
    static func untrustedCertificate(host: String, reason: String) -> Self
    static func proxyFailed(proxy: String, reason: String) -> Self
    static func unexpected(_ details: String) -> Self
}

extension FeedLoadingError: ClientFailureWording {}
extension ImageLoadingError: ClientFailureWording {}
