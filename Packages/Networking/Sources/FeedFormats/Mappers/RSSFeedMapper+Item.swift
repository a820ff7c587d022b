import Foundation

extension RSSFeedMapper {
    /// Reads one `<item>`.
    static func draft(from item: MarkupElement) -> ItemDraft {
        let guid = item.child("guid", where: isCore)
        let guidText = guid?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        var link = item.child("link", where: isCore).flatMap { LinkResolver.resolve($0.text, against: $0.base) }
        if link == nil, let guid, guid.attribute("isPermaLink") != "false", let guidText, guidText.contains("://") {
            link = LinkResolver.resolve(guidText, against: guid.base)
        }
        let summary = item.child("description", where: isCore) ?? item.child("encoded", in: XMLNamespace.content)
        let date = item.child("pubDate", where: isCore) ?? item.child("date", in: XMLNamespace.dublinCore)
        return ItemDraft(
            id: guidText ?? item.attribute("about", namespace: XMLNamespace.rdf),
            title: item.child("title", where: isCore).flatMap { HTMLTextReducer.text(from: $0.innerText) },
            summary: summary.flatMap { HTMLTextReducer.text(from: $0.innerText) },
            link: link,
            imageURL: MediaImageFinder.imageURL(in: item),
            author: author(of: item),
            published: FeedDateParser.date(from: date?.text)
        )
    }

    /// `dc:creator`, else `author`, whose "jo@example.com (Jo Doe)" form yields the name in parentheses.
    private static func author(of item: MarkupElement) -> String? {
        if let creator = item.child("creator", in: XMLNamespace.dublinCore) {
            return HTMLTextReducer.collapsingWhitespace(creator.innerText)
        }
        guard
            let author = item.child("author", where: isCore).flatMap({ HTMLTextReducer.collapsingWhitespace($0.text) })
        else { return nil }
        if let open = author.firstIndex(of: "("), let close = author.lastIndex(of: ")"), open < close {
            return HTMLTextReducer.collapsingWhitespace(String(author[author.index(after: open)..<close])) ?? author
        }
        return author
    }
}
