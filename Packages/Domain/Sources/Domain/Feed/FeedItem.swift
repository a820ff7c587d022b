import Foundation

/// One entry of a feed: an article, a post, an episode.
///
/// Only ``id`` is required. Mappers give every item a stable id (from the feed's guid or id, else its
/// link, else a hash of its content), so caches and scripts can key on it.
public struct FeedItem: Sendable, Codable, Hashable, Identifiable {
    /// A stable identifier, unique within its feed.
    public let id: String
    /// The item's title, as plain text.
    public let title: String?
    /// A short plain-text summary (HTML already reduced to text).
    public let summary: String?
    /// The item's full text, when the feed gives it apart from the summary: plain text whose paragraphs are
    /// separated by blank lines (`"\n\n"`), with each paragraph's whitespace collapsed.
    public let content: String?
    /// Where the full item can be read.
    public let link: URL?
    /// An image that illustrates the item.
    public let imageURL: URL?
    /// Who wrote the item.
    public let author: String?
    /// When the item was published (or last updated, when the feed gives only that).
    public let published: Date?

    /// Creates an item; everything but the id is optional.
    public init(
        id: String,
        title: String? = nil,
        summary: String? = nil,
        content: String? = nil,
        link: URL? = nil,
        imageURL: URL? = nil,
        author: String? = nil,
        published: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.content = content
        self.link = link
        self.imageURL = imageURL
        self.author = author
        self.published = published
    }
}
