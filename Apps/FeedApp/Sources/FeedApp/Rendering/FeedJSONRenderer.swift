import Domain
import Foundation
import Presentation

/// Renders feeds as the ``FeedReadDocument`` JSON: sorted keys, ISO 8601 dates, unknown fields absent.
///
/// The text is what `JSONEncoder` gives with `.sortedKeys`, `.prettyPrinted`, `.withoutEscapingSlashes`
/// and `.iso8601` dates, cleaned for a terminal, written by ``JSONTextWriter`` straight from the items: the
/// encoder's boxing of every field was most of the cost of `feed read --json`.
struct FeedJSONRenderer: Sendable {
    /// Writes the document, ending with a newline, to `console`'s output in pieces.
    func render(_ feeds: [PresentedFeed], to console: any Console) {
        var writer = JSONTextWriter { console.write($0) }
        writer.beginObject()
        writer.key("feeds")
        writer.beginArray()
        for feed in feeds {
            writer.element()
            write(entry(feed), to: &writer)
        }
        writer.endArray()
        writer.endObject()
        writer.finish()
    }

    /// Writes one entry, its members in sorted order.
    private func write(_ entry: FeedReadDocument.Entry, to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.member("error", entry.error)
        if let items = entry.items {
            writer.key("items")
            writer.beginArray()
            for item in items {
                writer.element()
                write(item, to: &writer)
            }
            writer.endArray()
        }
        writer.member("link", entry.link)
        writer.member("savedAt", entry.savedAt)
        writer.member("source", entry.source)
        writer.member("stale", entry.stale)
        writer.member("title", entry.title)
        writer.member("url", entry.url)
        writer.member("warning", entry.warning)
        writer.endObject()
    }

    private func write(_ item: FeedReadDocument.Item, to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.member("author", item.author)
        writer.member("content", item.content)
        writer.member("id", item.id)
        writer.member("imageURL", item.imageURL)
        writer.member("link", item.link)
        writer.member("new", item.new)
        writer.member("published", item.published)
        writer.member("read", item.read)
        writer.member("ref", item.ref)
        writer.member("summary", item.summary)
        writer.member("title", item.title)
        writer.endObject()
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
