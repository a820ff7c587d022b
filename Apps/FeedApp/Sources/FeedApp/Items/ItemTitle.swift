import Domain

/// How messages name an item: its title in quotes, or its id when it has none.
enum ItemTitle {
    /// `"Title"`, or `the item ID`.
    static func of(_ item: FeedItem) -> String {
        item.title.map { "\"\($0)\"" } ?? "the item \(item.id)"
    }
}
