#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a feed could not be loaded: the error of the ``FeedLoader`` port (and of the ``FeedMapper`` it reads with).
///
/// Networking, the format mappers and the stores map their failures to it, so Presentation and the
/// app, which import neither, can explain any failure. A server that says the saved copy is current (HTTP 304)
/// is not a failure: ``ConditionalFeedLoader`` answers it as ``ConditionalLoad/unchanged``. ``description`` is terse, for logs; Presentation's
/// `FeedErrorMessage` words it for a person.
public enum FeedLoadingError: Error, Sendable, Hashable {
    /// The host could not be reached: refused, unknown host, no network.
    case cannotConnect(host: String)
    /// The host did not answer in time.
    case timedOut(host: String, seconds: Int)
    /// The server answered with an HTTP status that is not a success.
    case httpStatus(code: Int, host: String)
    /// The server's answer is not HTTP the reader can read (a head too large, a negative Content-Length,
    /// cut short); `reason` says what was wrong.
    case unreadableResponse(host: String, reason: String)
    /// The response (or file) is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The document is broken; `line` and `column` are 1-based when known.
    case malformed(reason: String, line: Int?, column: Int?)
    /// The document is readable but is not a feed (an HTML page, say).
    case notAFeed(reason: String)
    /// The document is a web page that names feeds (`<link rel="alternate">`), not a feed itself; the
    /// feeds in the page's order.
    case webPage(feeds: [URL])
    /// Nothing is cached for this feed.
    case notCached
    /// A local file does not exist.
    case fileNotFound(path: String)
    /// A local file exists but cannot be read.
    case fileNotReadable(path: String)
    /// The cache cannot be read or written.
    case cache(CacheError)
    /// The server's TLS certificate was refused; `reason` says why ("has expired", "is not for this host").
    case untrustedCertificate(host: String, reason: String)
    /// The proxy the environment names could not take the request to `host`; `reason` says what it answered.
    case proxyFailed(proxy: String, reason: String)
    /// The address is not something the reader can load.
    case invalidAddress(String)
    /// The load was cancelled.
    case cancelled
    /// Any other failure, described.
    case unexpected(String)

    /// Wraps any error: a `FeedLoadingError` stays as it is, a ``CacheError`` becomes ``cache(_:)``,
    /// `CancellationError` becomes ``cancelled``.
    public init(_ error: any Error) {
        switch error {
        case let error as FeedLoadingError: self = error
        case let error as CacheError: self = .cache(error)
        case is CancellationError: self = .cancelled
        default: self = .unexpected(String(describing: error))
        }
    }
}
