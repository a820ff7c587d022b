#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a UI shows for one item of a feed: one row, ready to print.
public struct FeedItemViewModel: Sendable, Hashable, Identifiable {
    /// The item's stable id, from the feed.
    public let id: String
    /// The item's title on one line (``FeedPresenter`` collapses its whitespace); a shortened summary, or
    /// "Untitled", when it has none.
    public let title: String
    /// The summary on one line, shortened to the presenter's width on a word boundary; `nil` when the
    /// item has none or its summary already stands in for the title.
    public let summary: String?
    /// The host of the item's link without "www." ("example.org"), when it has a link.
    public let source: String?
    /// When the item was published, relative to now ("3 hours ago"), when the feed says.
    public let published: String?
    /// Where the full item can be read.
    public let link: URL?
    /// An image that illustrates the item, passed through for UIs that show images.
    public let imageURL: URL?

    /// Creates an item view model.
    public init(
        id: String,
        title: String,
        summary: String?,
        source: String?,
        published: String?,
        link: URL?,
        imageURL: URL?
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.source = source
        self.published = published
        self.link = link
        self.imageURL = imageURL
    }
}
