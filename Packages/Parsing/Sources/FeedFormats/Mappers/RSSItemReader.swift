#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// Whether an element in `namespace` is one of RSS's own.
    func isCore(_ namespace: String?) -> Bool {
        namespace == nil || namespace == rootNamespace || namespace == XMLNamespace.rss10
            || namespace == XMLNamespace.rss090
    }

    /// The title of a channel or item whose children are `children`.
    func title(in children: MarkupChildIndex) -> String? {
        Self.reducedText(children.child("title", where: isCore))
            ?? Self.reducedText(children.child("title", in: XMLNamespace.dublinCore))
            ?? Self.reducedText(children.child("title", in: XMLNamespace.media))
            // Element names in any letter case (`<TiTlE>`), as podcast apps read them, when no other title is found.
            ?? Self.reducedText(children.parent.child(ignoringCase: "title"))
    }

    /// The link of a channel or item whose children are `children`: of its `link`s, the last that gives
    /// one, as established parsers take it: its text, or the `href` of one written Atom's way that is an
    /// alternate HTML link (a `self` or `enclosure` one is not); else an Atom alternate link.
    func link(in children: MarkupChildIndex) -> URL? {
        var candidate = children.lastChild("link", where: isCore)
        while let link = candidate {
            if let url = Self.url(ofLink: link) { return url }
            candidate = children.lastChild("link", before: link, where: isCore)
        }
        return AtomEntryReader(namespace: XMLNamespace.atom, feedAuthor: nil).alternateLink(in: children.parent)
    }

    /// The address of one `link`: its text, or its `href` when it is an alternate HTML link.
    private static func url(ofLink link: MarkupElement) -> URL? {
        guard let href = link.attribute("href") else { return LinkResolver.resolve(link.text, against: link.base) }
        let rel = link.attribute("rel") ?? "alternate"
        let type = link.attribute("type") ?? "text/html"
        guard rel == "alternate", type.contains("html") else { return nil }
        return LinkResolver.resolve(href, against: link.base)
    }

    /// Reads one `<item>`.
    func draft(from item: MarkupElement) -> ItemDraft {
        let children = item.childIndex
        let guid = children.child("guid", where: isCore)
        let guidText = guid?.text.trimmingWhitespace
        var link = link(in: children)
        // RSS 2.0's guid is a permalink unless it says otherwise; a relative one resolves against its base.
        if link == nil, let guid, guid.attribute("isPermaLink")?.lowercased() != "false", let guidText,
            !guidText.isEmpty
        {
            link = LinkResolver.resolve(guidText, against: guid.base)
        }
        return ItemDraft(
            id: guidText ?? item.attribute("about", namespace: XMLNamespace.rdf)
                ?? children.child("id", where: isCore)?.text,
            title: title(in: children),
            summary: summary(in: children),
            content: content(in: children),
            link: link,
            imageURL: MediaImageFinder.imageURL(in: children),
            author: author(in: children),
            published: published(in: children)
        )
    }

    private func summary(in children: MarkupChildIndex) -> String? {
        // Established parsers take the first summary-like element as the summary and any later one as content.
        var description = children.child("description", where: isSummaryDescription)
        var summary = children.child("summary", where: isSummaryElement)
        while let candidate = MarkupElement.earlier(description, summary) {
            if let text = Self.reducedText(candidate) { return text }
            if candidate.index == description?.index {
                description = children.child("description", after: candidate, where: isSummaryDescription)
            } else {
                summary = children.child("summary", after: candidate, where: isSummaryElement)
            }
        }
        if let text = Self.reducedText(children.child("encoded", in: XMLNamespace.content))
            ?? Self.reducedText(children.child("description", in: XMLNamespace.media))
            ?? Self.reducedText(
                children.child("group", in: XMLNamespace.media)?.child("description", in: XMLNamespace.media))
        {
            return text
        }
        if let text = AtomEntryReader.text(of: children.child("summary", in: XMLNamespace.atom))
            ?? AtomEntryReader.text(of: children.child("content", in: XMLNamespace.atom))
        {
            return text
        }
        let body =
            children.child("body", in: XMLNamespace.xhtml) ?? children.child("body", where: isCore)
            ?? children.child("fullitem", where: isCore)
        return Self.reducedText(body)
    }

    /// The full text: `content:encoded`, else Atom `content`, in paragraphs.
    private func content(in children: MarkupChildIndex) -> String? {
        if let encoded = children.child("encoded", in: XMLNamespace.content) {
            return HTMLTextReducer.paragraphs(fromUTF8: encoded.innerTextBytes)
        }
        let atom = children.child("content", in: XMLNamespace.atom).flatMap { $0.attribute("src") == nil ? $0 : nil }
        return AtomEntryReader.paragraphs(of: atom)
    }

    private func published(in children: MarkupChildIndex) -> Date? {
        Self.date(children.child("pubDate", where: isCore))
            ?? Self.date(children.child("date", in: XMLNamespace.dublinCore))
            ?? Self.date(children.child("issued", in: XMLNamespace.dublinCoreTerms))
            ?? Self.date(children.child("published", in: XMLNamespace.atom))
            ?? Self.date(children.child("created", in: XMLNamespace.dublinCoreTerms))
            ?? Self.date(children.child("modified", in: XMLNamespace.dublinCoreTerms))
            ?? Self.date(children.child("updated", in: XMLNamespace.atom))
            ?? Self.date(children.child("published", where: isCore))
            ?? Self.date(children.child("updated", where: isCore))
    }

    private func author(in children: MarkupChildIndex) -> String? {
        if let name = Self.authorName(children.child("creator", in: XMLNamespace.dublinCore))
            ?? Self.authorName(children.child("author", in: XMLNamespace.dublinCore))
            ?? Self.authorName(children.child("author", where: isCore))
            ?? Self.authorName(children.child("author", where: XMLNamespace.isITunes))
        {
            return name
        }
        return AtomEntryReader.authorName(in: children.parent, namespace: XMLNamespace.atom)
    }

    /// Whether a `description` in `namespace` is a summary: RSS's own or Dublin Core's.
    private func isSummaryDescription(_ namespace: String?) -> Bool {
        isCore(namespace) || namespace == XMLNamespace.dublinCore
    }

    /// Whether a `summary` in `namespace` is one: RSS's own or iTunes'.
    private func isSummaryElement(_ namespace: String?) -> Bool {
        isCore(namespace) || XMLNamespace.isITunes(namespace)
    }

    /// `element`'s text with markup reduced, or `nil` when there is no element or no text.
    private static func reducedText(_ element: MarkupElement?) -> String? {
        element.flatMap { HTMLTextReducer.text(fromUTF8: $0.innerTextBytes) }
    }

    private static func date(_ element: MarkupElement?) -> Date? {
        element.flatMap { FeedDateParser.date(fromUTF8: $0.textBytes) }
    }

    /// The name in an author element, or in the `name` element it holds.
    private static func authorName(_ element: MarkupElement?) -> String? {
        guard let element else { return nil }
        return AuthorName.name(in: element.child("name", where: { _ in true })?.innerText ?? element.innerText)
    }
}
