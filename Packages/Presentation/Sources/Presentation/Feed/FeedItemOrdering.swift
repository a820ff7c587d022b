import Domain

/// Puts a feed's items in the order a reader shows them.
enum FeedItemOrdering {
    /// The positions of the items, newest first by published date; items without a date follow in their
    /// feed order.
    ///
    /// Stable: items published at the same moment keep their feed order too. Positions rather than items, so
    /// a caller that shows a feed of 10,000 items as they are copies none of them.
    static func newestFirst(_ items: [FeedItem]) -> [Int] {
        // Sorted as small keys: moving whole items while sorting retained and released each of their strings at
        // every step.
        var keys = items.indices.map { (published: items[$0].published, offset: $0) }
        keys.sort { lhs, rhs in
            switch (lhs.published, rhs.published) {
            case (let left?, let right?) where left != right: left > right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }
        return keys.map(\.offset)
    }
}
