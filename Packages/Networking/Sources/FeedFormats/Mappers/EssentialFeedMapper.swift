import Domain
import Foundation
import Networking

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
        try map(object: JSONDocumentReader.object(from: document.data), url: document.url)
    }

    /// Whether `object` has the shape of the Essential Feed API: items with no key but the format's own, and
    /// `location` or `description` among them (a JSON Feed item also has `id` and may have `image`).
    static func hasEssentialShape(_ object: [String: Any]) -> Bool {
        guard let items = object["items"] as? [Any] else { return false }
        let keys: Set<String> = ["id", "location", "description", "image"]
        let objects = items.compactMap { $0 as? [String: Any] }
        return items.isEmpty
            || (objects.allSatisfy { $0.keys.allSatisfy(keys.contains) }
                && objects.contains { $0["location"] != nil || $0["description"] != nil })
    }

    /// Maps an already parsed Essential Feed object.
    func map(object: [String: Any], url: URL) throws -> Feed {
        guard let items = object["items"] as? [Any] else {
            throw FeedLoadingError.notAFeed(reason: "its JSON has no \"items\" array")
        }
        let drafts = items.compactMap { $0 as? [String: Any] }.map { item in
            ItemDraft(
                id: JSONDocumentReader.string(item["id"]),
                title: (item["location"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace),
                summary: (item["description"] as? String).flatMap(HTMLTextReducer.collapsingWhitespace),
                imageURL: LinkResolver.resolve(item["image"] as? String, against: url)
            )
        }
        return FeedAssembler.feed(title: nil, link: nil, drafts: drafts)
    }
}
