#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A feed as every layer above the format adapters sees it, whatever format it came in.
public struct Feed: Sendable, Codable, Hashable {
    /// The feed's title, when it has one.
    public let title: String?
    /// The site the feed belongs to.
    public let link: URL?
    /// The items, in the order the feed lists them.
    public let items: [FeedItem]
    /// How long, in seconds, the feed says a copy may be kept before it is asked for again (RSS `<ttl>`);
    /// `nil` when it does not say.
    public let timeToLive: TimeInterval?

    /// Creates a feed.
    public init(title: String? = nil, link: URL? = nil, items: [FeedItem], timeToLive: TimeInterval? = nil) {
        self.title = title
        self.link = link
        self.items = items
        self.timeToLive = timeToLive
    }
}
