import Foundation

/// Reads RSS items and channel fields for ``RSSFeedMapper``, with the fallbacks real feeds need.
///
/// Per item: `guid` (RSS 1.0: `rdf:about`), else an `id`; `title`, else `dc:title`, `media:title`, else a
/// `title` in any letter case; the last `link` (see ``link(of:)``), else an Atom alternate link, else the
/// `guid` unless `isPermaLink="false"` (resolved against its base); the first of `description`, `summary`,
/// `dc:description` and `itunes:summary`, else `content:encoded`, `media:description` (also in a
/// `media:group`), Atom `summary`/`content`, an XHTML `body` or `fullitem`, reduced to text; as content,
/// `content:encoded`, else Atom `content`, reduced to paragraphs; `pubDate`, else `dc:date`,
/// `dcterms:issued`, Atom `published`, `dcterms:created`, `dcterms:modified`, Atom `updated`, else
/// `published` or `updated` written without Atom's namespace; `dc:creator`, else `dc:author`, `author`,
/// `itunes:author`, Atom `author`, reduced to a name; an image (``MediaImageFinder``).
struct RSSItemReader {
    /// The root's namespace, which RSS elements share in a namespaced document (`<rss xmlns="…">`).
    let rootNamespace: String?

    /// Finds one candidate element of an item's field. The fallbacks are lookups, run in order until one
    /// gives a value: most items have the first, and each lookup walks the item's children.
    private typealias Lookup = (MarkupElement) -> MarkupElement?

    /// Whether an element in `namespace` is one of RSS's own.
    func isCore(_ namespace: String?) -> Bool {
        namespace == nil || namespace == rootNamespace || namespace == XMLNamespace.rss10
            || namespace == XMLNamespace.rss090
    }

    /// The title of a channel or item.
    func title(of element: MarkupElement) -> String? {
        let candidates: [Lookup] = [
            { $0.child("title", where: isCore) }, { $0.child("title", in: XMLNamespace.dublinCore) },
            { $0.child("title", in: XMLNamespace.media) },
        ]
        // Element names in any letter case (`<TiTlE>`), as podcast apps read them, when no other title is found.
        return candidates.firstResult { $0(element).flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) } }
            ?? element.child(ignoringCase: "title").flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) }
    }

    /// The link of a channel or item: of its `link`s, the last that gives one, as established parsers take
    /// it: its text, or the `href` of one written Atom's way that is an alternate HTML link (a `self` or
    /// `enclosure` one is not); else an Atom alternate link.
    func link(of element: MarkupElement) -> URL? {
        for link in element.children("link", where: isCore).reversed() {
            if let href = link.attribute("href") {
                let rel = link.attribute("rel") ?? "alternate"
                let type = link.attribute("type") ?? "text/html"
                guard rel == "alternate", type.contains("html") else { continue }
                if let url = LinkResolver.resolve(href, against: link.base) { return url }
            } else if let url = LinkResolver.resolve(link.text, against: link.base) {
                return url
            }
        }
        return AtomEntryReader(namespace: XMLNamespace.atom, feedAuthor: nil).alternateLink(in: element)
    }

    /// Reads one `<item>`.
    func draft(from item: MarkupElement) -> ItemDraft {
        let guid = item.child("guid", where: isCore)
        let guidText = guid?.text.trimmingWhitespace
        var link = link(of: item)
        // RSS 2.0's guid is a permalink unless it says otherwise; a relative one resolves against its base.
        if link == nil, let guid, guid.attribute("isPermaLink")?.lowercased() != "false", let guidText,
            !guidText.isEmpty
        {
            link = LinkResolver.resolve(guidText, against: guid.base)
        }
        return ItemDraft(
            id: guidText ?? item.attribute("about", namespace: XMLNamespace.rdf)
                ?? item.child("id", where: isCore)?.text,
            title: title(of: item),
            summary: summary(of: item),
            content: content(of: item),
            link: link,
            imageURL: MediaImageFinder.imageURL(in: item),
            author: author(of: item),
            published: published(of: item)
        )
    }

    private func summary(of item: MarkupElement) -> String? {
        let atom = AtomEntryReader(namespace: XMLNamespace.atom, feedAuthor: nil)
        // Established parsers take the first summary-like element as the summary and any later one as content.
        let summaries = item.childElements.lazy.filter { child in
            if child.isNamed("description") {
                return isCore(child.namespace) || child.namespace == XMLNamespace.dublinCore
            }
            return child.isNamed("summary") && (isCore(child.namespace) || XMLNamespace.isITunes(child.namespace))
        }
        if let text = summaries.firstResult(of: { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) }) { return text }
        let html = [
            item.child("encoded", in: XMLNamespace.content), item.child("description", in: XMLNamespace.media),
            item.child("group", in: XMLNamespace.media)?.child("description", in: XMLNamespace.media),
        ]
        if let text = html.firstResult(of: { $0.flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) } }) {
            return text
        }
        if let text = AtomEntryReader.text(of: item.child("summary", in: atom.namespace))
            ?? AtomEntryReader.text(of: item.child("content", in: atom.namespace))
        {
            return text
        }
        let body =
            item.child("body", in: XMLNamespace.xhtml) ?? item.child("body", where: isCore)
            ?? item.child("fullitem", where: isCore)
        return body.flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) }
    }

    /// The full text: `content:encoded`, else Atom `content`, in paragraphs.
    private func content(of item: MarkupElement) -> String? {
        if let encoded = item.child("encoded", in: XMLNamespace.content) {
            return HTMLTextReducer.paragraphs(fromUTF8: encoded.innerTextBytes)
        }
        let atom = item.child("content", in: XMLNamespace.atom).flatMap { $0.attribute("src") == nil ? $0 : nil }
        return AtomEntryReader.paragraphs(of: atom)
    }

    private func published(of item: MarkupElement) -> Date? {
        let candidates: [Lookup] = [
            { $0.child("pubDate", where: isCore) }, { $0.child("date", in: XMLNamespace.dublinCore) },
            { $0.child("issued", in: XMLNamespace.dublinCoreTerms) }, { $0.child("published", in: XMLNamespace.atom) },
            { $0.child("created", in: XMLNamespace.dublinCoreTerms) },
            { $0.child("modified", in: XMLNamespace.dublinCoreTerms) }, { $0.child("updated", in: XMLNamespace.atom) },
            { $0.child("published", where: isCore) }, { $0.child("updated", where: isCore) },
        ]
        return candidates.firstResult { $0(item).flatMap { FeedDateParser.date(from: $0.text) } }
    }

    private func author(of item: MarkupElement) -> String? {
        let candidates: [Lookup] = [
            { $0.child("creator", in: XMLNamespace.dublinCore) }, { $0.child("author", in: XMLNamespace.dublinCore) },
            { $0.child("author", where: isCore) }, { $0.child("author", where: XMLNamespace.isITunes) },
        ]
        for lookup in candidates {
            guard let element = lookup(item) else { continue }
            let text = element.child("name", where: { _ in true })?.innerText ?? element.innerText
            if let name = AuthorName.name(in: text) { return name }
        }
        return AtomEntryReader.authorName(in: item, namespace: XMLNamespace.atom)
    }
}
