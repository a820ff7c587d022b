/// What a server said about a response, so the next request can ask "only if changed".
///
/// Sent back as `If-None-Match` and `If-Modified-Since`; a server that answers 304 saves a download.
public struct CacheValidators: Sendable, Codable, Hashable {
    /// The response's `ETag` header.
    public let etag: String?
    /// The response's `Last-Modified` header, verbatim.
    public let lastModified: String?

    /// Creates validators; `nil` when the response did not say.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Whether there is anything to send.
    public var isEmpty: Bool { etag == nil && lastModified == nil }
}
