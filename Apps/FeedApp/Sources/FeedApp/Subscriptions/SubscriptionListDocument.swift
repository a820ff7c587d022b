#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON of `feed list --json`: `{"subscriptions": [{"url", "title", "category", "lastRead", "itemCount"}]}`.
///
/// Unknown fields are absent; `lastRead` is ISO 8601 and, like `itemCount`, present only when the feed is
/// in the cache.
struct SubscriptionListDocument: Encodable {
    let subscriptions: [Entry]

    struct Entry: Encodable {
        let url: String
        let title: String?
        let category: String?
        let lastRead: Date?
        let itemCount: Int?
    }

    /// The document's text for `rows`, ending with a newline.
    static func render(_ rows: [SubscriptionRow]) -> String {
        let document = SubscriptionListDocument(
            subscriptions: rows.map {
                Entry(
                    url: $0.url, title: $0.subscription.title, category: $0.subscription.category,
                    lastRead: $0.cached?.savedAt, itemCount: $0.cached?.itemCount)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(document) else { return "{\"subscriptions\": []}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
