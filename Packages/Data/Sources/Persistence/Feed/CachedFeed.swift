import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A feed as a ``FeedStore`` keeps it: the feed, when it was saved, what the response said, its items' read
/// states and when a read last showed it.
public struct CachedFeed: Sendable, Hashable {
    /// The feed itself.
    public let feed: Feed
    /// When the copy was saved.
    public let savedAt: Date
    /// The validators (ETag, Last-Modified) of the response the feed came from, when it gave any.
    public let validators: CacheValidators?
    /// The read state of each item, in the feed's order, read with the items; `nil` from a store that keeps
    /// no read state.
    public let readStates: [ItemReadState?]?
    /// When a read last showed the feed, read with the copy; `nil` when none has since it was first saved, or
    /// from a store that keeps no read state.
    public let lastShown: Date?

    /// Creates a cached copy.
    public init(
        feed: Feed, savedAt: Date, validators: CacheValidators?, readStates: [ItemReadState?]? = nil,
        lastShown: Date? = nil
    ) {
        self.feed = feed
        self.savedAt = savedAt
        self.validators = validators
        self.readStates = readStates
        self.lastShown = lastShown
    }
}
