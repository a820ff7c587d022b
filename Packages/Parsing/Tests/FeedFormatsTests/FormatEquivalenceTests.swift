import Domain
import FeedFormats
import Foundation
import Testing

/// The same feed written in each format maps to the same `Feed`.
///
/// RSS 2.0, RSS 1.0, Atom and JSON Feed agree on everything: the feed's title and link and, per item,
/// id, title, summary (HTML reduced to text), absolute link, image, author and date (offsets applied).
/// Content is left out: only some of the fixtures give it apart from the summary (ItemContentMappingTests
/// covers it).
/// The Essential Feed format has no feed title or link and no item links, authors or dates, so it agrees
/// on ids, titles, summaries and images.
@Suite("Same feed in every format")
struct FormatEquivalenceTests {
    @Test("maps to the same feed", arguments: SameFeedFixtures.formats)
    func mapsToTheSameFeed(_ format: SameFeedFixtures.Format) throws {
        let document = FeedDocument.fixture(format.text, url: "https://example.com/feed")

        let mapped = try format.mapper.map(document)
        let feed = Feed(
            title: mapped.title, link: mapped.link, items: mapped.items.map(withoutContent),
            timeToLive: mapped.timeToLive)

        if format.mapper is EssentialFeedMapper {
            #expect(feed == Feed(items: SameFeedFixtures.feed.items.map(withoutLinksAuthorsAndDates)))
        } else {
            #expect(feed == SameFeedFixtures.feed)
        }
    }

    // MARK: - Helpers

    private func withoutContent(_ item: FeedItem) -> FeedItem {
        FeedItem(
            id: item.id, title: item.title, summary: item.summary, link: item.link, imageURL: item.imageURL,
            author: item.author, published: item.published)
    }

    private func withoutLinksAuthorsAndDates(_ item: FeedItem) -> FeedItem {
        FeedItem(id: item.id, title: item.title, summary: item.summary, imageURL: item.imageURL)
    }
}
