import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads Microsoft's Channel Definition Format (CDF), the 1997 ancestor of RSS: a `<CHANNEL>` root with
/// `HREF`, `<TITLE>`, `<ABSTRACT>` and `<ITEM HREF="…" LASTMOD="…">` children, in any letter case. The
/// channel's `BASE` attribute is the base its items' relative `HREF`s resolve against.
enum CDFReader {
    /// The feed `channel` holds.
    static func feed(from channel: MarkupElement) -> Feed {
        let items = channel.children.filter { $0.namespace == nil && $0.name.lowercased() == "item" }
        let base = LinkResolver.resolve(channel.attribute(ignoringCase: "base"), against: channel.base) ?? channel.base
        return FeedAssembler.feed(
            title: channel.child(ignoringCase: "title").flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) },
            link: LinkResolver.resolve(channel.attribute(ignoringCase: "href"), against: base),
            drafts: items.map { item in
                let link = LinkResolver.resolve(item.attribute(ignoringCase: "href"), against: base)
                return ItemDraft(
                    title: item.child(ignoringCase: "title").flatMap {
                        HTMLTextReducer.text(fromUTF8: $0.innerTextBytes)
                    },
                    summary: item.child(ignoringCase: "abstract").flatMap {
                        HTMLTextReducer.text(fromUTF8: $0.innerTextBytes)
                    },
                    link: link,
                    published: FeedDateParser.date(from: item.attribute(ignoringCase: "lastmod"))
                )
            }
        )
    }
}
