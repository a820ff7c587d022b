/// What a UI shows for a feed: its title, where the copy came from, and its rows.
public struct FeedViewModel: Sendable, Hashable {
    /// The feed's title, or the site's host when the feed has none.
    public let title: String
    /// Where this copy came from, when that is worth saying ("From the cache, saved 2 days ago");
    /// `nil` for a feed fetched just now.
    public let originLine: String?
    /// The rows, newest first; rows without a date follow in the feed's own order.
    public let items: [FeedItemViewModel]

    /// Creates a feed view model.
    public init(title: String, originLine: String?, items: [FeedItemViewModel]) {
        self.title = title
        self.originLine = originLine
        self.items = items
    }
}
