#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads Atom entries and text constructs for ``AtomFeedMapper``.
struct AtomEntryReader {
    /// Atom 1.0's or 0.3's namespace, whichever the document uses.
    let namespace: String?
    /// The feed-level author, which entries without their own inherit.
    let feedAuthor: String?

    /// Reads one `<entry>`.
    func draft(from entry: MarkupElement) -> ItemDraft {
        let source = entry.child("source", in: namespace)
        return ItemDraft(
            id: entry.child("id", in: namespace)?.text,
            title: Self.text(of: entry.child("title", in: namespace)),
            summary: Self.text(of: entry.child("summary", in: namespace)) ?? Self.text(of: inlineContent(of: entry))
                ?? mediaDescription(of: entry),
            content: Self.paragraphs(of: inlineContent(of: entry)),
            link: alternateLink(in: entry) ?? linkFromID(of: entry),
            imageURL: MediaImageFinder.imageURL(in: entry),
            author: Self.authorName(in: entry, namespace: namespace)
                ?? source.flatMap { Self.authorName(in: $0, namespace: namespace) } ?? feedAuthor,
            published: published(of: entry)
        )
    }

    /// The plain-text `media:description` of an entry with neither summary nor content, also in a
    /// `media:group`.
    private func mediaDescription(of entry: MarkupElement) -> String? {
        let description =
            entry.child("description", in: XMLNamespace.media)
            ?? entry.child("group", in: XMLNamespace.media)?.child("description", in: XMLNamespace.media)
        return description.flatMap { HTMLTextReducer.collapsingWhitespace($0.innerText) }
    }

    /// The entry's `content`, unless it only points elsewhere (`src`).
    private func inlineContent(of entry: MarkupElement) -> MarkupElement? {
        entry.child("content", in: namespace).flatMap { $0.attribute("src") == nil ? $0 : nil }
    }

    /// The publication date: Atom 1.0's `published` or 0.3's `issued`, else `updated`/`modified`, else
    /// `created`. Where a feed gives several of one kind, the last wins, as in established parsers.
    private func published(of entry: MarkupElement) -> Date? {
        let children = entry.children.filter { $0.namespace == namespace }
        for names in [["published", "issued"], ["updated", "modified"], ["created"]] {
            if let date = children.last(where: { names.contains($0.name) }).flatMap({
                FeedDateParser.date(from: $0.text)
            }) {
                return date
            }
        }
        return nil
    }

    /// The `link` with `rel="alternate"` (or no `rel`), an HTML one first, resolved against its base.
    func alternateLink(in element: MarkupElement) -> URL? {
        let alternates = element.children("link", in: namespace).filter {
            let rel = $0.attribute("rel") ?? "alternate"
            return rel == "alternate" || rel == "http://www.iana.org/assignments/relation/alternate"
        }
        let link = alternates.first { $0.attribute("type")?.contains("html") ?? true } ?? alternates.first
        guard let link else { return nil }
        // An empty href is a reference to the base itself, as in HTML.
        if link.attribute("href")?.trimmingWhitespace.isEmpty == true { return link.base }
        return LinkResolver.resolve(link.attribute("href") ?? link.text, against: link.base)
    }

    /// The element's `id` when it is an http(s) URL (its scheme in lower case) or a path from the site's root
    /// (`/2024/post`, resolved against the base): the link of an entry or feed that has no alternate link,
    /// as established parsers take it. Other ids (`urn:…`, `tag:…`, a bare `42`) open nothing.
    func linkFromID(of element: MarkupElement) -> URL? {
        guard let idElement = element.child("id", in: namespace) else { return nil }
        let id = idElement.text.trimmingWhitespace
        if id.hasPrefix("/"), !id.hasPrefix("//") { return LinkResolver.resolve(id, against: idElement.base) }
        guard let scheme = URL(string: id)?.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return nil
        }
        return URL(string: scheme + id.dropFirst(scheme.count))
    }

    /// The text of an Atom text construct, honouring `type`: markup of `html` and `xhtml` is dropped, and
    /// Atom 0.3's base64 content (`mode="base64"`, or an `application/octet-stream` type) is decoded first.
    static func text(of element: MarkupElement?) -> String? {
        reduce(element, breakingParagraphs: false)
    }

    /// The text of an Atom text construct as ``text(of:)`` reads it, but with the paragraphs of `html` and
    /// `text` kept (``HTMLTextReducer/paragraphs(from:)``, ``HTMLTextReducer/paragraphs(fromPlainText:)``).
    static func paragraphs(of element: MarkupElement?) -> String? {
        reduce(element, breakingParagraphs: true)
    }

    private static func reduce(_ element: MarkupElement?, breakingParagraphs: Bool) -> String? {
        guard let element else { return nil }
        let type = element.attribute("type")?.lowercased() ?? "text"
        var content = element.innerText
        if element.attribute("mode")?.lowercased() == "base64" || type == "application/octet-stream",
            let data = Data(base64Encoded: content, options: .ignoreUnknownCharacters)
        {
            content = String(decoding: data, as: UTF8.self)
        }
        switch type {
        case "html", "text/html", "application/octet-stream":
            return breakingParagraphs ? HTMLTextReducer.paragraphs(from: content) : HTMLTextReducer.text(from: content)
        case "xhtml", "application/xhtml+xml": return HTMLTextReducer.collapsingWhitespace(content)
        default:
            return breakingParagraphs
                ? HTMLTextReducer.paragraphs(fromPlainText: content) : HTMLTextReducer.collapsingWhitespace(content)
        }
    }

    /// The name (else the email) of the first `author` of `element`.
    static func authorName(in element: MarkupElement, namespace: String?) -> String? {
        guard let author = element.child("author", in: namespace) else { return nil }
        // An author given only by email is named by it, as established parsers do.
        let name = author.child("name", in: namespace) ?? author.child("email", in: namespace)
        return name.flatMap { HTMLTextReducer.collapsingWhitespace($0.text) }
    }
}
