import Domain

/// Puts a feed's items in the order a reader shows them.
enum FeedItemOrdering {
    /// The items newest first by published date; items without a date follow in their feed order.
    ///
    /// Stable: items published at the same moment keep their feed order too.
    static func newestFirst(_ items: [FeedItem]) -> [FeedItem] {
        // Sorted as small keys, then gathered: moving whole items while sorting retained and released each
        // of their strings at every step.
        let keys = items.indices.map { (published: items[$0].published, offset: $0) }
        return keys.sorted { lhs, rhs in
            switch (lhs.published, rhs.published) {
            case (let left?, let right?) where left != right: left > right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }
        .map { items[$0.offset] }
    }
}
