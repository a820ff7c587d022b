import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An item as a mapper read it, before it gets its final id.
struct ItemDraft {
    /// The id the feed gave (guid, Atom id, JSON Feed id), when any.
    var id: String?
    var title: String?
    var summary: String?
    /// The full text, in paragraphs (``HTMLTextReducer/paragraphs(from:)``).
    var content: String?
    var link: URL?
    var imageURL: URL?
    var author: String?
    var published: Date?

    /// Whether the feed identifies the item, by an id or a link; an item without either is known only by
    /// its content, which another item may repeat.
    var hasOwnIdentity: Bool {
        if let id = id?.trimmingWhitespace, !id.isEmpty { return true }
        return link != nil
    }

    /// The item, with the feed's id, else the link, else a hash of title, summary and date; its text with
    /// double-encoded UTF-8 and C1 controls repaired (``TextRepair``), its id hashed from the text as read.
    var item: FeedItem {
        FeedItem(
            id: stableID,
            title: TextRepair.repaired(title),
            summary: TextRepair.repaired(summary),
            content: TextRepair.repaired(content),
            link: link,
            imageURL: imageURL,
            author: TextRepair.repaired(author),
            published: published
        )
    }

    private var stableID: String {
        if let id = id?.trimmingWhitespace, !id.isEmpty { return id }
        if let link { return link.absoluteString }
        let date = published.map { String(Int64($0.timeIntervalSince1970.rounded(.down))) } ?? ""
        // Parts joined by U+001F (unit separator), the bytes stored ids have always been hashed from.
        return "fnv1a64:" + StableHash.fnv1a64Hex([title ?? "", summary ?? "", date].joined(separator: "\u{1F}"))
    }
}
