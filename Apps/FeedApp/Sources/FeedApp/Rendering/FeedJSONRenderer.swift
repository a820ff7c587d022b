import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
            write(entry(feed), items: feed.result.loaded == nil ? nil : feed, to: &writer)
        }
        writer.endArray()
        writer.endObject()
        writer.finish()
    }

    /// Writes one entry, its members in sorted order, with the items of `feed` when it was loaded.
    private func write(_ entry: FeedReadDocument.Entry, items feed: PresentedFeed?, to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.member("error", entry.error)
        if let feed {
            writer.key("items")
            writer.beginArray()
            for (position, mark) in zip(feed.positions, feed.marks) {
                writer.element()
                write(feed.loadedItems, at: position, mark: mark, to: &writer)
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

    /// Writes the item at `position` of `items` as ``FeedReadDocument/Item`` has it, straight from the feed's
    /// item: a document of 10,000 items is not built first.
    ///
    /// Each field is read from the array where it is: the item as a value (`items[position]`) was a copy of it,
    /// which retained and released each of its strings.
    private func write(_ items: [FeedItem], at position: Int, mark: ItemMark, to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.member("author", items[position].author)
        writer.member("content", items[position].content)
        writer.member("id", items[position].id)
        writer.member("imageURL", items[position].imageURLString)
        writer.member("link", items[position].linkString)
        writer.member("new", mark.isNew)
        writer.member("published", items[position].published)
        writer.member("read", mark.isRead)
        writer.member("ref", mark.reference)
        writer.member("summary", items[position].summary)
        writer.member("title", items[position].title)
        writer.endObject()
    }

    /// The entry of one feed without its items, which ``render(_:to:)`` writes from the feed itself; a
    /// ``FeedReadDocument/Item`` of each is what it writes.
    func entry(_ feed: PresentedFeed) -> FeedReadDocument.Entry {
        var entry = FeedReadDocument.Entry(url: feed.result.url?.absoluteString ?? feed.result.address)
        guard let loaded = feed.result.loaded else {
            entry.error = feed.errorMessage
            return entry
        }
        entry.title = loaded.feed.title
        entry.link = loaded.feed.link
        switch loaded.origin {
        case .remote:
            entry.source = "remote"
        case .cache(let info):
            entry.source = "cache"
            entry.savedAt = info.savedAt
            entry.stale = info.isStale
            if case .failure(let reason)? = info.fallbackReason {
                entry.warning = FeedErrorMessage.reason(for: reason, feedURL: feed.result.url)
            }
        }
        return entry
    }
}
