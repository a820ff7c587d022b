#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why an ``HTTPClient`` could not deliver a complete response.
///
/// An HTTP status is never an error here: a 404 or a 304 is a response. Each case carries what a
/// person needs to act (the host, the limit, the path); ``feedLoadingError`` and ``imageLoadingError`` map it to the
/// errors of the Domain's ports.
public enum HTTPClientError: Error, Sendable, Hashable {
    /// The host could not be reached: connection refused, unknown host, no network.
    case cannotConnect(host: String)
    /// The request (or file read) was not over within the client's deadline, in whole seconds.
    case timedOut(host: String, seconds: Int)
    /// The body is larger than the client's limit, in bytes; it was not read further.
    case tooLarge(limit: Int)
    /// The server's answer could not be read: cut short, closed without a response, garbled.
    case invalidResponse(host: String, reason: String)
    /// The calling task was cancelled.
    case cancelled
    /// The client cannot fetch this kind of address (a `ftp:` URL, an `http:` URL given to a file client).
    case unsupportedURL(String)
    /// The server redirected to an address the client cannot fetch (a `ftp:` or `mailto:` URL).
    case redirectedToUnsupportedURL(String)
    /// A local file does not exist.
    case fileNotFound(path: String)
    /// A local file exists but cannot be read (permissions, an I/O error).
    case fileNotReadable(path: String)
    /// A local path names a directory, not a file.
    case isDirectory(path: String)
    /// The host's certificate was refused; `reason` ends "the certificate of HOST ...", as in "has expired".
    case untrustedCertificate(host: String, reason: String)
    /// The proxy the request went through failed it; `reason` ends "the proxy at PROXY ...", as in
    /// "refused to connect to example.org: 502" or "could not be reached".
    case proxyFailed(proxy: String, reason: String)
    /// Any other failure, described.
    case other(String)
}
