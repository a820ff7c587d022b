import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A feed as a ``FeedStore`` keeps it: the feed, when it was saved and what the response said.
public struct CachedFeed: Sendable, Hashable, Codable {
    /// The feed itself.
    public let feed: Feed
    /// When the copy was saved.
    public let savedAt: Date
    /// The validators (ETag, Last-Modified) of the response the feed came from, when it gave any.
    public let validators: CacheValidators?

    /// Creates a cached copy.
    public init(feed: Feed, savedAt: Date, validators: CacheValidators?) {
        self.feed = feed
        self.savedAt = savedAt
        self.validators = validators
    }
}
