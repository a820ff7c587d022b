#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item of a cached feed, with the feed it belongs to and its read state.
public struct CachedItem: Sendable, Hashable {
    /// The URL of the feed that holds the item.
    public let feedURL: URL
    /// The item as last saved.
    public let item: FeedItem
    /// Its reference, first-seen date and read date.
    public let state: ItemReadState

    /// Creates a cached item.
    public init(feedURL: URL, item: FeedItem, state: ItemReadState) {
        self.feedURL = feedURL
        self.item = item
        self.state = state
    }
}
