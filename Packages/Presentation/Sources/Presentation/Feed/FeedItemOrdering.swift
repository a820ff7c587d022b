import Domain

/// Puts a feed's items in the order a reader shows them.
enum FeedItemOrdering {
    /// The items newest first by published date; items without a date follow in their feed order.
    ///
    /// Stable: items published at the same moment keep their feed order too.
    static func newestFirst(_ items: [FeedItem]) -> [FeedItem] {
        items.enumerated()
            .sorted { lhs, rhs in
                switch (lhs.element.published, rhs.element.published) {
                case (let left?, let right?) where left != right: left > right
                case (.some, nil): true
                case (nil, .some): false
                default: lhs.offset < rhs.offset
                }
            }
            .map(\.element)
    }
}
