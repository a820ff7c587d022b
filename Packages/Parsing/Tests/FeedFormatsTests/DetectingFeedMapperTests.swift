import Domain
import FeedFormats
import Foundation
import Testing

@Suite("DetectingFeedMapper")
struct DetectingFeedMapperTests {
    @Test("hands each format to its own mapper", arguments: SameFeedFixtures.formats)
    func detectsFormat(_ format: SameFeedFixtures.Format) throws {
        let document = FeedDocument.fixture(format.text)

        let detected = try makeSUT().map(document)

        #expect(detected == (try format.mapper.map(document)))
        #expect(!detected.items.isEmpty)
    }

    @Test("reads a feed served as text/html, since the content decides")
    func readsFeedServedAsHTML() throws {
        let feed = try makeSUT().map(.fixture(rssFixture("<item><guid>1</guid></item>"), contentType: "text/html"))

        #expect(feed.items.map(\.id) == ["1"])
    }

    @Test(
        "says an HTML page is not a feed",
        arguments: [
            ("<!DOCTYPE html>\n<html><head><title>Home</title></head><body><p>Hi<br></body></html>", nil),
            ("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>", nil),
            ("\n<?xml version=\"1.0\"?>\n<!-- generated -->\n<HTML><body>", nil),
            ("<div class=x>unclosed<p>html fragment", "text/html; charset=utf-8"),
            ("Hello, world", "text/html"),
        ] as [(String, String?)]
    )
    func rejectsHTML(_ page: String, contentType: String?) {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture(page, contentType: contentType))
        }

        guard case .notAFeed(let reason)? = error else {
            Issue.record("expected notAFeed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("HTML page"))
    }

    @Test(
        "says other XML, other JSON and plain text are not feeds",
        arguments: [
            "<opml version=\"2.0\"><body/></opml>", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "{\"name\": \"x\", \"version\": \"1.0\"}", "just some text", "42",
        ]
    )
    func rejectsOtherDocuments(_ text: String) {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture(text))
        }

        guard case .notAFeed? = error else {
            Issue.record("expected notAFeed, got \(String(describing: error))")
            return
        }
    }

    @Test("reads JSON without a version as a JSON Feed when served as application/feed+json")
    func usesFeedJSONContentType() throws {
        let document = FeedDocument.fixture(
            "{\"items\": [{\"id\": \"1\", \"title\": \"T\"}]}", contentType: "application/feed+json")

        let feed = try makeSUT().map(document)

        #expect(feed.items == [FeedItem(id: "1", title: "T")])
    }

    @Test(
        "reads JSON with a bare version, or with JSON Feed items and none, as a JSON Feed",
        arguments: ["\"version\": \"1.0\", ", "\"version\": \"1.1\", ", ""])
    func detectsJSONFeedVersions(_ version: String) throws {
        let text = "{\(version)\"title\": \"F\", \"items\": [{\"id\": \"1\", \"title\": \"T\", \"image\": \"i.png\"}]}"

        let feed = try makeSUT().map(.fixture(text, url: "https://example.com/feed.json"))

        #expect(feed.title == "F")
        #expect(feed.items.map(\.title) == ["T"])
        #expect(feed.items.first?.imageURL?.absoluteString == "https://example.com/i.png")
    }

    // MARK: - Helpers

    private func makeSUT() -> DetectingFeedMapper {
        DetectingFeedMapper()
    }
}
