import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders search results as `{"results": [...]}`: sorted keys, ISO 8601 dates, unknown fields absent.
///
/// A scripting interface like `feed read --json`: fields are only added, never renamed.
struct SearchJSONRenderer: Sendable {
    /// The document.
    struct Document: Encodable, Equatable {
        /// The results, most relevant first.
        let results: [Result]
    }

    /// One item found.
    struct Result: Encodable, Equatable {
        /// The URL of the item's feed.
        let url: String
        let feedTitle: String?
        let id: String
        let title: String?
        let link: URL?
        /// The passage that matched, without highlighting.
        let snippet: String
        let published: Date?
    }

    /// The document's text, ending with a newline.
    func render(_ results: [SearchResult]) -> String {
        let document = Document(
            results: results.map {
                Result(
                    url: $0.feedURL.absoluteString, feedTitle: $0.feedTitle, id: $0.id, title: $0.title, link: $0.link,
                    snippet: $0.snippet.text, published: $0.published)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(document) else { return "{\"results\": []}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
