import Domain
import Foundation
import Networking

/// Maps JSON Feed 1.1 (and 1.0) documents to a `Feed`.
///
/// Reads `title` and `home_page_url`, and per item `id`, `title`, `url` (else `external_url`), `summary`
/// (else `content_text`, else `content_html` reduced to text), `image` (else `banner_image`),
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
        try map(object: JSONDocumentReader.object(from: document.data), url: document.url)
    }

    /// Maps an already parsed JSON Feed object.
    func map(object: [String: Any], url: URL) throws -> Feed {
        guard let items = object["items"] as? [Any] else {
            throw FeedLoadingError.notAFeed(reason: "its JSON has no \"items\" array")
        }
        let feedAuthor = Self.authorName(in: object)
        let drafts = items.compactMap { $0 as? [String: Any] }.map { item in
            ItemDraft(
                id: JSONDocumentReader.string(item["id"]),
                title: (item["title"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace),
                summary: (item["summary"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace)
                    ?? (item["content_text"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace)
                    ?? (item["content_html"] as? String).flatMap(HTMLTextReducer.text(from:)),
                link: LinkResolver.resolve((item["url"] ?? item["external_url"]) as? String, against: url),
                imageURL: LinkResolver.resolve((item["image"] ?? item["banner_image"]) as? String, against: url),
                author: Self.authorName(in: item) ?? feedAuthor,
                published: FeedDateParser.date(from: (item["date_published"] ?? item["date_modified"]) as? String)
            )
        }
        return FeedAssembler.feed(
            title: (object["title"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace),
            link: LinkResolver.resolve(object["home_page_url"] as? String, against: url),
            drafts: drafts
        )
    }

    private static func authorName(in object: [String: Any]) -> String? {
        let author = (object["authors"] as? [Any])?.first ?? object["author"]
        return ((author as? [String: Any])?["name"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace)
    }
}
