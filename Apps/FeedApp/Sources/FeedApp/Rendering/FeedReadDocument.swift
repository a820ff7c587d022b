import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON document of `feed read --json`: `{"feeds": [...]}`, one entry per feed asked, in order.
///
/// This is the scripting interface: fields are only added, never renamed. A field that is unknown is
/// absent (never `null`); dates are ISO 8601. ``FeedJSONRenderer`` writes it; its `Encodable` form, encoded
/// by `JSONEncoder` with sorted keys, is the text that writer must give byte for byte.
struct FeedReadDocument: Encodable, Equatable {
    /// The feeds, in the order they were asked for.
    let feeds: [Entry]

    /// One feed.
    struct Entry: Encodable, Equatable {
        /// The feed's URL (or the address as typed, when it named nothing loadable).
        let url: String
        /// The feed's own title.
        var title: String?
        /// The site the feed belongs to.
        var link: URL?
        /// `remote` or `cache`; absent when the feed could not be shown.
        var source: String?
        /// When the cached copy was saved (cache only).
        var savedAt: Date?
        /// Whether the cached copy is stale (cache only).
        var stale: Bool?
        /// Why the cache was used instead of the network, when the network failed.
        var warning: String?
        /// Why the feed could not be shown; present only then.
        var error: String?
        /// The items, newest first, limited by `--limit`.
        var items: [Item]?
    }

    /// One item.
    struct Item: Encodable, Equatable {
        let id: String
        /// The short reference `feed show`, `open` and `mark-read` accept; absent when the feed is not cached.
        let ref: Int?
        /// Whether this read is the first to see the item.
        let new: Bool
        /// Whether the item was marked read.
        let read: Bool
        let title: String?
        let link: URL?
        let summary: String?
        /// The full text, paragraphs separated by a blank line; absent when the feed gives none.
        let content: String?
        let imageURL: URL?
        let author: String?
        let published: Date?

        init(_ item: FeedItem, mark: ItemMark) {
            id = item.id
            ref = mark.reference
            new = mark.isNew
            read = mark.isRead
            title = item.title
            link = item.link
            summary = item.summary
            content = item.content
            imageURL = item.imageURL
            author = item.author
            published = item.published
        }
    }
}
