#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a server said about a response: how to ask "only if changed", and how long not to ask at all.
///
/// The validators are sent back as `If-None-Match` and `If-Modified-Since`; a server that answers 304
/// saves a download. The lifetime lets a polite reader serve the saved copy without asking.
public struct CacheValidators: Sendable, Codable, Hashable {
    /// The response's `ETag` header.
    public let etag: String?
    /// The response's `Last-Modified` header, verbatim.
    public let lastModified: String?
    /// How long, in seconds from when it was saved, the server said this version stays fresh: the
    /// longest of `Cache-Control: max-age`, `Expires`, `Retry-After` and RSS `<ttl>`; `nil` when it did not say.
    public let lifetime: TimeInterval?

    /// Creates validators; `nil` when the response did not say.
    public init(etag: String? = nil, lastModified: String? = nil, lifetime: TimeInterval? = nil) {
        self.etag = etag
        self.lastModified = lastModified
        self.lifetime = lifetime
    }

    /// Whether there is nothing to send back for a conditional request.
    public var isEmpty: Bool { etag == nil && lastModified == nil }
}
