import Domain
import FeedFormats
import Foundation
import Testing

@Suite("JSONFeedMapper")
struct JSONFeedMapperTests {
    @Test("maps the feed and every item field of a JSON Feed 1.1")
    func mapsJSONFeed11() throws {
        let document = FeedDocument.fixture(
            """
            {"version": "https://jsonfeed.org/version/1.1", "title": "Blog", "home_page_url": "https://example.com/",
             "items": [{"id": "1", "url": "https://example.com/posts/1", "title": "First",
                        "content_html": "<p>Hello <b>world</b> &amp; all</p>", "image": "https://example.com/1.jpg",
                        "date_published": "2024-03-05T14:30:00Z", "authors": [{"name": "Ada"}]}]}
            """,
            url: "https://example.com/feed.json"
        )

        let feed = try makeSUT().map(document)

        #expect(feed.title == "Blog")
        #expect(feed.link == url("https://example.com/"))
        #expect(
            feed.items == [
                FeedItem(
                    id: "1", title: "First", summary: "Hello world & all", content: "Hello world & all",
                    link: url("https://example.com/posts/1"),
                    imageURL: url("https://example.com/1.jpg"), author: "Ada",
                    published: Date(timeIntervalSince1970: 1_709_649_000))
            ]
        )
    }

    @Test("reads JSON Feed 1.0: numeric ids, author, banner_image, date_modified, external_url")
    func mapsJSONFeed10() throws {
        let document = FeedDocument.fixture(
            """
            {"version": "https://jsonfeed.org/version/1", "title": "Old", "author": {"name": "Bob"},
             "items": [{"id": 42, "external_url": "posts/42", "content_text": "  plain   text ",
                        "banner_image": "/b.png", "date_modified": "2024-03-05T14:30:00.250Z"}]}
            """,
            url: "https://example.com/blog/feed.json"
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.id == "42")
        #expect(item.link == url("https://example.com/blog/posts/42"))
        #expect(item.summary == "plain text")
        #expect(item.imageURL == url("https://example.com/b.png"))
        #expect(item.author == "Bob")
        #expect(item.published == Date(timeIntervalSince1970: 1_709_649_000.25))
    }

    @Test("prefers summary over content, gives id-less items their url, keeps the first duplicate")
    func summaryIDsAndDuplicates() throws {
        let document = FeedDocument.fixture(
            """
            {"version": "https://jsonfeed.org/version/1.1", "items": [
              {"url": "https://example.com/a", "summary": "Short", "content_text": "Long"},
              {"id": "https://example.com/a", "title": "duplicate"}]}
            """
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.id) == ["https://example.com/a"])
        #expect(items.map(\.summary) == ["Short"])
    }

    @Test("reports broken JSON with its line and column")
    func reportsBrokenJSON() {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture("{\n  \"version\": \"https://jsonfeed.org/version/1.1\",\n  \"items\": [,]\n}"))
        }

        guard case .malformed(let reason, let line, _)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason == "it is not valid JSON")
        #expect(line == 3)
    }

    @Test("rejects JSON without an items array as not a feed")
    func rejectsJSONWithoutItems() {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture("{\"name\": \"package.json\"}"))
        }

        #expect(error == .notAFeed(reason: "its JSON has no \"items\" array"))
    }

    // MARK: - Helpers

    @Test("refuses a feed of more than 100,000 items before mapping any")
    func refusesMoreItemsThanTheLimit() throws {
        let feedOverLimit = FeedDocument.fixture(bytes: tinyItems(count: 100_001))

        #expect(throws: FeedLoadingError.notAFeed(reason: "it has more than 100000 items, the most a feed may have")) {
            try makeSUT().map(feedOverLimit)
        }
    }

    @Test("reports broken JSON over 1 MiB without a location rather than parse it into a tree to find one")
    func reportsLargeBrokenJSONWithoutLocation() {
        let document = FeedDocument.fixture(
            bytes: Data((#"{"items": ["# + String(repeating: "1,", count: 600_000) + "x]}").utf8))

        #expect(throws: FeedLoadingError.malformed(reason: "it is not valid JSON", line: nil, column: nil)) {
            try makeSUT().map(document)
        }
    }

    @Test("skips items that are not objects and reads fields of the wrong type as absent")
    func skipsMistypedItemsAndFields() throws {
        let document = FeedDocument.fixture(
            """
            {"version": "https://jsonfeed.org/version/1.1", "title": 7,
             "items": [3, "x", null, [1], {"id": 12, "title": ["no"], "url": "https://example.com/a"}, {"id": "b"}]}
            """)

        let feed = try makeSUT().map(document)

        #expect(feed.title == nil)
        #expect(feed.items.map(\.id) == ["12", "b"])
        #expect(feed.items.first?.title == nil)
        #expect(feed.items.first?.link == url("https://example.com/a"))
    }

    private func tinyItems(count: Int) -> Data {
        var json = #"{"version": "https://jsonfeed.org/version/1.1", "items": ["#
        for index in 0..<count { json += index == 0 ? #"{"id":"0"}"# : #",{"id":"\#(index)"}"# }
        return Data((json + "]}").utf8)
    }

    private func makeSUT() -> JSONFeedMapper {
        JSONFeedMapper()
    }
}
