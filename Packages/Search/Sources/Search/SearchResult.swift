#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item found: where it is, what it is called and the passage that matched.
public struct SearchResult: Sendable, Equatable {
    /// The URL of the item's feed.
    public let feedURL: URL
    /// The feed's own title, when it has one.
    public let feedTitle: String?
    /// The item's id, as `feed read --json` prints it.
    public let id: String
    /// The item's title.
    public let title: String?
    /// Where the item can be read.
    public let link: URL?
    /// When the item was published.
    public let published: Date?
    /// The passage of the title or text around the matched words.
    public let snippet: SearchSnippet

    /// Creates a result.
    public init(
        feedURL: URL, feedTitle: String?, id: String, title: String?, link: URL?, published: Date?,
        snippet: SearchSnippet
    ) {
        self.feedURL = feedURL
        self.feedTitle = feedTitle
        self.id = id
        self.title = title
        self.link = link
        self.published = published
        self.snippet = snippet
    }
}
