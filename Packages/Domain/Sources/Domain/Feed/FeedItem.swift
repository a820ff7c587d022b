#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of a feed: an article, a post, an episode.
///
/// Only ``id`` is required. Mappers give every item a stable id (from the feed's guid or id, else its
/// link, else a hash of its content), so caches and scripts can key on it.
public struct FeedItem: Sendable, Hashable, Identifiable {
    /// A stable identifier, unique within its feed.
    public let id: String
    /// The item's title, as plain text.
    public let title: String?
    /// A short plain-text summary (HTML already reduced to text).
    public let summary: String?
    /// The item's full text, when the feed gives it apart from the summary: plain text whose paragraphs are
    /// separated by blank lines (`"\n\n"`), with each paragraph's whitespace collapsed.
    public let content: String?
    /// Who wrote the item.
    public let author: String?
    /// When the item was published (or last updated, when the feed gives only that).
    public let published: Date?
    @usableFromInline let linkAddress: ItemAddress?
    @usableFromInline let imageAddress: ItemAddress?

    /// Where the full item can be read.
    public var link: URL? { linkAddress?.url }
    /// An image that illustrates the item.
    public var imageURL: URL? { imageAddress?.url }
    /// ``link`` as text, its `absoluteString`: for a writer of text, with no link parsed to get it.
    ///
    /// Inlinable, so a writer reading it from an item in an array reads the one field, not a copy of the item.
    @inlinable public var linkString: String? { linkAddress?.string }
    /// ``imageURL`` as text, its `absoluteString`: for a writer of text, with no link parsed to get it.
    @inlinable public var imageURLString: String? { imageAddress?.string }

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
        self.init(
            id: id, title: title, summary: summary, content: content, linkAddress: link.map(ItemAddress.init),
            imageAddress: imageURL.map(ItemAddress.init), author: author, published: published)
    }

    /// Creates an item whose links are text a store kept, written from each link's `absoluteString`: parsed only
    /// when ``link`` or ``imageURL`` is read, so reading back thousands of items parses none of their links.
    public init(
        id: String,
        title: String? = nil,
        summary: String? = nil,
        content: String? = nil,
        linkString: String?,
        imageURLString: String?,
        author: String? = nil,
        published: Date? = nil
    ) {
        self.init(
            id: id, title: title, summary: summary, content: content,
            linkAddress: linkString.map(ItemAddress.init(text:)),
            imageAddress: imageURLString.map(ItemAddress.init(text:)), author: author, published: published)
    }

    private init(
        id: String, title: String?, summary: String?, content: String?, linkAddress: ItemAddress?,
        imageAddress: ItemAddress?, author: String?, published: Date?
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.content = content
        self.linkAddress = linkAddress
        self.imageAddress = imageAddress
        self.author = author
        self.published = published
    }
}
