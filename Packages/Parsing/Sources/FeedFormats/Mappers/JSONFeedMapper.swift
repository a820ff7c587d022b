import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps JSON Feed 1.1 (and 1.0) documents to a `Feed`.
///
/// Reads `title` and `home_page_url`, and per item `id`, `title`, `url` (else `external_url`), `summary`
/// (else `content_text`, else `content_html` reduced to text), as content `content_html` (else `content_text`)
/// in paragraphs, `image` (else `banner_image`),
/// `date_published` (else `date_modified`) and the first author's name (1.1 `authors`, 1.0 `author`,
/// else the feed's). Relative URLs resolve against the document's URL.
///
/// - Errors: `FeedLoadingError.malformed` for broken JSON (with line and column);
///   `FeedLoadingError.notAFeed` for JSON without an `items` array.
public struct JSONFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps a JSON Feed document.
    public func map(_ document: FeedDocument) throws -> Feed {
        try map(JSONDocumentReader.document(from: document.data), url: document.url)
    }

    /// Maps an already decoded JSON Feed document.
    func map(_ document: JSONFeedDocument, url: URL) throws -> Feed {
        guard let items = document.items else {
            throw FeedLoadingError.notAFeed(reason: "its JSON has no \"items\" array")
        }
        let feedAuthor = document.authorName.flatMap(HTMLTextReducer.collapsingWhitespace)
        let drafts = items.map { item in
            ItemDraft(
                id: item.id,
                title: item.title.flatMap(HTMLTextReducer.collapsingWhitespace),
                summary: item.summary.flatMap(HTMLTextReducer.collapsingWhitespace)
                    ?? item.contentText.flatMap(HTMLTextReducer.collapsingWhitespace)
                    ?? item.contentHTML.flatMap(HTMLTextReducer.text(from:)),
                content: item.contentHTML.flatMap(HTMLTextReducer.paragraphs(from:))
                    ?? item.contentText.flatMap(HTMLTextReducer.paragraphs(fromPlainText:)),
                link: LinkResolver.resolve(item.url ?? item.externalURL, against: url),
                imageURL: LinkResolver.resolve(item.image ?? item.bannerImage, against: url),
                author: item.authorName.flatMap(HTMLTextReducer.collapsingWhitespace) ?? feedAuthor,
                published: FeedDateParser.date(from: item.datePublished ?? item.dateModified)
            )
        }
        return FeedAssembler.feed(
            title: document.title.flatMap(HTMLTextReducer.collapsingWhitespace),
            link: LinkResolver.resolve(document.homePageURL, against: url),
            drafts: drafts
        )
    }
}
