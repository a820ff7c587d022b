import Domain
import Foundation
import Presentation

/// Renders feeds as the ``FeedReadDocument`` JSON: sorted keys, ISO 8601 dates, unknown fields absent.
struct FeedJSONRenderer: Sendable {
    /// The document's text, ending with a newline.
    func render(_ feeds: [PresentedFeed]) -> String {
        let document = FeedReadDocument(feeds: feeds.map(entry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(document) else { return "{\"feeds\": []}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The entry of one feed.
    func entry(_ feed: PresentedFeed) -> FeedReadDocument.Entry {
        var entry = FeedReadDocument.Entry(url: feed.result.url?.absoluteString ?? feed.result.address)
        guard let loaded = feed.result.loaded else {
            entry.error = feed.errorMessage
            return entry
        }
        entry.title = loaded.feed.title
        entry.link = loaded.feed.link
        entry.items = zip(feed.items, feed.marks).map { FeedReadDocument.Item($0, mark: $1) }
        switch loaded.origin {
        case .remote:
            entry.source = "remote"
        case .cache(let info):
            entry.source = "cache"
            entry.savedAt = info.savedAt
            entry.stale = info.isStale
            if let reason = info.fallbackReason, reason.isFailure {
                entry.warning = FeedErrorMessage.reason(for: reason, feedURL: feed.result.url)
            }
        }
        return entry
    }
}
