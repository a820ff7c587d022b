import Domain
import FeedFormats
import Foundation
import Testing

@Suite("RSSFeedMapper, the channel's <ttl>")
struct RSSTimeToLiveTests {
    @Test(
        "a whole number of minutes becomes the feed's time to live in seconds, at most a week",
        arguments: [("60", 3600.0), (" 15 ", 900.0), ("999999", 7 * 24 * 3600.0)] as [(String, Double)])
    func readsMinutes(_ ttl: String, expected: TimeInterval) throws {
        let feed = try map(channel: "<ttl>\(ttl)</ttl>")

        #expect(feed.timeToLive == expected)
    }

    @Test(
        "a missing, empty, negative or wordy <ttl> gives none",
        arguments: ["", "<ttl></ttl>", "<ttl>-5</ttl>", "<ttl>hourly</ttl>", "<ttl>0</ttl>"])
    func ignoresOthers(_ channel: String) throws {
        let feed = try map(channel: channel)

        #expect(feed.timeToLive == nil)
        #expect(feed.title == "Blog")
    }

    // MARK: - Helpers

    private func map(channel: String) throws -> Feed {
        let xml =
            "<rss version=\"2.0\"><channel><title>Blog</title>\(channel)<item><guid>1</guid></item></channel></rss>"
        return try RSSFeedMapper().map(FeedDocument.fixture(xml))
    }
}
