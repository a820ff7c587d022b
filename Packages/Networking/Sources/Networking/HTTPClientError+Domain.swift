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
        switch self {
        case .cannotConnect(let host): .cannotConnect(host: host)
        case .timedOut(let host, let seconds): .timedOut(host: host, seconds: seconds)
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .invalidResponse(let host, let reason): .unreadableResponse(host: host, reason: reason)
        case .cancelled: .cancelled
        case .unsupportedURL(let address): .invalidAddress(address)
        case .redirectedToUnsupportedURL(let address):
            .notAFeed(reason: "it redirected to an unsupported address \(address)")
        case .fileNotFound(let path): .fileNotFound(path: path)
        case .fileNotReadable(let path): .fileNotReadable(path: path)
        case .isDirectory(let path): .notAFeed(reason: "\(path) is a directory, not a file")
        case .untrustedCertificate(let host, let reason): .untrustedCertificate(host: host, reason: reason)
        case .proxyFailed(let proxy, let reason): .proxyFailed(proxy: proxy, reason: reason)
        case .other(let details): .unexpected(details)
        }
    }

    /// The image loader's error that says the same thing; the file cases, which only a file client meets,
    /// are ``Domain/ImageLoadingError/unexpected(_:)`` with the feed error's description.
    public var imageLoadingError: ImageLoadingError {
        switch self {
        case .cannotConnect(let host): .cannotConnect(host: host)
        case .timedOut(let host, let seconds): .timedOut(host: host, seconds: seconds)
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .invalidResponse(let host, let reason): .unreadableResponse(host: host, reason: reason)
        case .cancelled: .cancelled
        case .unsupportedURL(let address), .redirectedToUnsupportedURL(let address): .invalidAddress(address)
        case .fileNotFound, .fileNotReadable, .isDirectory: .unexpected(feedLoadingError.description)
        case .untrustedCertificate(let host, let reason): .untrustedCertificate(host: host, reason: reason)
        case .proxyFailed(let proxy, let reason): .proxyFailed(proxy: proxy, reason: reason)
        case .other(let details): .unexpected(details)
        }
    }
}
