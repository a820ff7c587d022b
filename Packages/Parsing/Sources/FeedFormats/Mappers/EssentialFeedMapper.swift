import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps the Essential Feed image-feed API, `{"items": [{"id", "description", "location", "image"}]}`.
///
/// `id` becomes the item's id, `location` its title, `description` its summary and `image` its image
/// (resolved against the document's URL). The format has no links, dates or authors.
///
/// - Errors: `FeedLoadingError.malformed` for broken JSON (with line and column);
///   `FeedLoadingError.notAFeed` for JSON without an `items` array.
public struct EssentialFeedMapper: FeedMapper {
    /// Creates the mapper; it holds no state.
    public init() {}

    /// Maps an Essential Feed document.
    public func map(_ document: FeedDocument) throws -> Feed {
        try map(JSONDocumentReader.document(from: document.data), url: document.url)
    }

    /// Whether `document` has the shape of the Essential Feed API: items with none of JSON Feed's own keys,
    /// and `location` or `description` among them (a JSON Feed item also has `id` and may have `image`).
    static func hasEssentialShape(_ document: JSONFeedDocument) -> Bool {
        guard let items = document.items else { return false }
        return items.isEmpty
            || (!items.contains(where: \.hasJSONFeedKeys) && items.contains(where: \.hasEssentialKeys))
    }

    /// Maps an already decoded Essential Feed document.
    func map(_ document: JSONFeedDocument, url: URL) throws -> Feed {
        guard let items = document.items else {
            throw FeedLoadingError.notAFeed(reason: "its JSON has no \"items\" array")
        }
        let drafts = items.map { item in
            ItemDraft(
                id: item.id,
                title: item.location.flatMap(HTMLTextReducer.collapsingWhitespace),
                summary: item.description.flatMap(HTMLTextReducer.collapsingWhitespace),
                imageURL: LinkResolver.resolve(item.image, against: url)
            )
        }
        return FeedAssembler.feed(title: nil, link: nil, drafts: drafts)
    }
}
