#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bytes of a feed as they arrived, with what is known about where they came from.
///
/// A ``FeedMapper`` turns it into a `Feed`; the URL resolves relative links, the content type helps
/// detect the format.
public struct FeedDocument: Sendable, Hashable {
    /// The raw bytes, at most the client's size limit.
    public let data: Data
    /// The address the bytes came from, after redirects.
    public let url: URL
    /// The `Content-Type` header (or `nil` for files and when the server sent none).
    public let contentType: String?

    /// Creates a document.
    public init(data: Data, url: URL, contentType: String? = nil) {
        self.data = data
        self.url = url
        self.contentType = contentType
    }
}
