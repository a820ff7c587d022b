#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why an image could not be loaded: the error of the ``ImageDataLoader`` port.
///
/// Networking and the image cache map their failures to it. ``description`` is terse, for logs: an image that
/// fails is logged and skipped, never shown to a person as the feed's failure.
public enum ImageLoadingError: Error, Sendable, Hashable {
    /// The host could not be reached: refused, unknown host, no network.
    case cannotConnect(host: String)
    /// The host did not answer in time.
    case timedOut(host: String, seconds: Int)
    /// The server answered with an HTTP status that is not a success.
    case httpStatus(code: Int, host: String)
    /// The server's answer is not HTTP the reader can read; `reason` says what was wrong.
    case unreadableResponse(host: String, reason: String)
    /// The image is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The server answered with no bytes at all for the image at `url`.
    case empty(url: URL)
    /// The server's TLS certificate was refused; `reason` says why ("has expired", "is not for this host").
    case untrustedCertificate(host: String, reason: String)
    /// The proxy the environment names could not take the request; `reason` says what it answered.
    case proxyFailed(proxy: String, reason: String)
    /// The address is not something the reader can load, or the server redirected to one.
    case invalidAddress(String)
    /// Nothing is cached for this image.
    case notCached
    /// The image cache cannot be read or written.
    case cache(CacheError)
    /// The load was cancelled.
    case cancelled
    /// Any other failure, described.
    case unexpected(String)

    /// Wraps any error: an `ImageLoadingError` stays as it is, a ``CacheError`` becomes ``cache(_:)``,
    /// `CancellationError` becomes ``cancelled``.
    public init(_ error: any Error) {
        switch error {
        case let error as ImageLoadingError: self = error
        case let error as CacheError: self = .cache(error)
        case is CancellationError: self = .cancelled
        default: self = .unexpected(String(describing: error))
        }
    }
}
