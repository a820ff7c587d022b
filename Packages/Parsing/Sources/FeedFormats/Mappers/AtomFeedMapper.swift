import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps Atom 1.0 documents (and the older Atom 0.3, and `<feed>` in no or another namespace) to a `Feed`.
///
/// Reads the feed's `title` and alternate `link`, and per entry (also one written `<item>`) `id`, `title`,
/// the alternate `link`, `summary` (else `content`, else `media:description`) reduced to text, `published` (else `updated`), the author's name (the
/// feed's when the entry names none) and an image from Media RSS or an image `link rel="enclosure"`.
/// Text constructs honour `type` (`text`, `html`, `xhtml`); links resolve against `xml:base`, else the
/// document's URL.
///
/// - Errors: `FeedLoadingError.malformed` for broken XML (with line and column);
///   `FeedLoadingError.notAFeed` for any root element but `<feed>`.
public struct AtomFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps an Atom document.
    public func map(_ document: FeedDocument) throws -> Feed {
        try map(root: XMLFeedDocument.root(of: document))
    }

    /// Whether `root` is Atom's `<feed>`: in Atom 1.0's or 0.3's namespace, or in none or another, which
    /// established parsers also read as Atom (its children are taken in the root's namespace).
    static func reads(_ root: MarkupElement) -> Bool {
        root.unprefixedName == "feed"
    }

    /// Maps an already parsed Atom document.
    func map(root: MarkupElement) throws -> Feed {
        guard Self.reads(root) else {
            throw FeedLoadingError.notAFeed(reason: "its root element is <\(root.name)>, not Atom's <feed>")
        }
        let reader = AtomEntryReader(
            namespace: root.namespace, feedAuthor: AtomEntryReader.authorName(in: root, namespace: root.namespace))
        return FeedAssembler.feed(
            title: AtomEntryReader.text(of: root.child("title", in: root.namespace)),
            link: reader.alternateLink(in: root) ?? reader.linkFromID(of: root),
            // Some feeds write RSS's `<item>` for `<entry>`; established parsers read those as entries.
            drafts: root.children.filter { ($0.name == "entry" || $0.name == "item") && $0.namespace == root.namespace }
                .map(reader.draft(from:))
        )
    }
}
