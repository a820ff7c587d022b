import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps RSS 2.0 (and 0.9x), RSS 1.0 (RDF) and Microsoft's CDF documents to a `Feed`.
///
/// Reads the channel's `title` and `link` and each item's fields (see ``RSSItemReader``). Tolerant as
/// established parsers are: `<rss>` in a namespace or behind an undeclared prefix reads as RSS, an
/// `<rss>` without a channel is an empty feed, items are found in the channel and beside it, and a
/// `<CHANNEL>` root is read as CDF.
///
/// - Errors: `FeedLoadingError.malformed` for a document with no element (with line and column);
///   `FeedLoadingError.notAFeed` for any other root element.
public struct RSSFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps an RSS document.
    public func map(_ document: FeedDocument) throws -> Feed {
        try map(root: XMLFeedDocument.root(of: document))
    }

    /// Whether `root` is an RSS, RDF or CDF root element.
    static func reads(_ root: MarkupElement) -> Bool {
        ["rss", "RDF"].contains(root.unprefixedName) || root.unprefixedName.lowercased() == "channel"
    }

    /// Maps an already parsed RSS document.
    func map(root: MarkupElement) throws -> Feed {
        guard Self.reads(root) else {
            throw FeedLoadingError.notAFeed(reason: "its root element is <\(root.name)>, not <rss> or <rdf:RDF>")
        }
        if root.unprefixedName.lowercased() == "channel" { return CDFReader.feed(from: root) }
        let reader = RSSItemReader(rootNamespace: root.namespace)
        let channel = root.child("channel", where: reader.isCore)
        let channelChildren = channel?.childIndex
        let items = ((channel?.children ?? []) + root.children).filter {
            $0.name == "item" && reader.isCore($0.namespace)
        }
        let feed = FeedAssembler.feed(
            title: channelChildren.flatMap { reader.title(in: $0) },
            link: channelChildren.flatMap { reader.link(in: $0) },
            drafts: items.map(reader.draft(from:))
        )
        let ttl = channel?.child("ttl", where: reader.isCore).flatMap { Self.minutes($0.text) }
        return Feed(title: feed.title, link: feed.link, items: feed.items, timeToLive: ttl.map { $0 * 60 })
    }

    /// A `<ttl>`'s whole minutes, at most a week's; `nil` for anything else.
    private static func minutes(_ text: String) -> TimeInterval? {
        let trimmed = text.trimmingWhitespaceAndNewlines
        guard (1...6).contains(trimmed.count), let minutes = Int(trimmed), minutes > 0 else { return nil }
        return TimeInterval(min(minutes, 7 * 24 * 60))
    }
}
