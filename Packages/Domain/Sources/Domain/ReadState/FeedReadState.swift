#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the cache keeps about reading one feed besides its content: each item's read state, and when a read last
/// showed the feed.
///
/// A store gives it with the copy it reads or saves, from the same pass over the feed's row, so a reader showing
/// the feed knows which items are new (first seen since that showing) without asking the cache again.
public struct FeedReadState: Sendable, Hashable {
    /// The read state of each of the feed's items, in their order; `nil` for an item the cache does not hold.
    public let items: [ItemReadState?]
    /// When a read last showed the feed; `nil` when none has since it was first saved.
    public let lastShown: Date?

    /// Creates the read state of a feed.
    public init(items: [ItemReadState?], lastShown: Date?) {
        self.items = items
        self.lastShown = lastShown
    }
}
