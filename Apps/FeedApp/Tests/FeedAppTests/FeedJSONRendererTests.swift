import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("Rendering feeds as JSON")
struct FeedJSONRendererTests {
    @Test("a remote feed has its fields, its items newest first, and no cache fields")
    func remoteFeed() throws {
        let items = [makeItem("old", hoursAgo: 5), makeItem("new", hoursAgo: 1, image: "https://img.org/a.png")]

        let json = try document(for: [result(.loaded(remote(makeFeed(items: items))))])

        let feed = try #require(json.first)
        #expect(feed["url"] as? String == "https://example.org/feed.xml")
        #expect(feed["title"] as? String == "Example")
        #expect(feed["link"] as? String == "https://example.org")
        #expect(feed["source"] as? String == "remote")
        #expect(feed["savedAt"] == nil && feed["stale"] == nil && feed["warning"] == nil && feed["error"] == nil)
        let rows = try #require(feed["items"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["new", "old"])
        #expect(rows[0]["imageURL"] as? String == "https://img.org/a.png")
        #expect(rows[0]["published"] as? String == "2026-01-15T11:00:00Z")
        #expect(
            Set(rows[0].keys) == ["id", "title", "link", "summary", "imageURL", "author", "published", "new", "read"])
        #expect(Set(rows[1].keys) == ["id", "title", "link", "summary", "author", "published", "new", "read"])
    }

    @Test("an item with content carries it, paragraphs and all, beside its summary")
    func itemContent() throws {
        let item = FeedItem(id: "full", summary: "Short", content: "One\n\nTwo")

        let json = try document(for: [result(.loaded(remote(makeFeed(items: [item]))))])

        let rows = try #require(json.first?["items"] as? [[String: Any]])
        #expect(rows.first?["content"] as? String == "One\n\nTwo")
        #expect(rows.first?["summary"] as? String == "Short")
    }

    @Test("a cached fallback says when it was saved, whether it is stale and why the cache was used")
    func cachedFeed() throws {
        let loaded = cached(
            makeFeed(items: []), hoursAgo: 48, stale: true, reason: .failure(.timedOut(host: "example.org", seconds: 1))
        )

        let json = try document(for: [result(.loaded(loaded))])

        let feed = try #require(json.first)
        #expect(feed["source"] as? String == "cache")
        #expect(feed["savedAt"] as? String == "2026-01-13T12:00:00Z")
        #expect(feed["stale"] as? Bool == true)
        #expect(feed["warning"] as? String == "example.org did not answer within 1 second.")
    }

    @Test("a 304 served from the cache is not a warning")
    func notModified() throws {
        let json = try document(for: [result(.loaded(cached(makeFeed(items: []), hoursAgo: 1, reason: .unchanged)))])

        #expect(json.first?["warning"] == nil)
        #expect(json.first?["stale"] as? Bool == false)
    }

    @Test("a feed that could not be shown has only its url and the error")
    func failedFeed() throws {
        let json = try document(for: [result(.failed(.httpStatus(code: 404, host: "example.org")))])

        let feed = try #require(json.first)
        #expect(Set(feed.keys) == ["url", "error"])
        #expect((feed["error"] as? String)?.contains("HTTP 404") == true)
    }

    @Test("the document lists feeds in order with sorted keys")
    func order() throws {
        let console = ConsoleSpy()
        FeedJSONRenderer().render(
            [
                PresentedFeed(result(.failed(.notCached), path: "/1")),
                PresentedFeed(result(.failed(.notCached), path: "/2")),
            ],
            to: console)
        let text = console.output

        #expect(text.hasPrefix("{\n  \"feeds\" : [\n    {\n      \"error\""))
        let first = try #require(text.range(of: "/1\"")?.lowerBound)
        let second = try #require(text.range(of: "/2\"")?.lowerBound)
        #expect(first < second)
    }

    // MARK: - Helpers

    private func result(_ outcome: FeedReadResult.Outcome, path: String = "/feed.xml") -> FeedReadResult {
        FeedReadResult(address: anyURL(path).absoluteString, url: anyURL(path), outcome: outcome)
    }

    private func document(for results: [FeedReadResult]) throws -> [[String: Any]] {
        let presenter = FeedPresenter(clock: FixedWallClock(now: fixedNow))
        let console = ConsoleSpy()
        FeedJSONRenderer().render(
            results.map { result in
                result.loaded.map { PresentedFeed(result, loaded: $0, presenter: presenter, display: DisplayOptions()) }
                    ?? PresentedFeed(result)
            }, to: console)
        let object = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
        return try #require(object?["feeds"] as? [[String: Any]])
    }
}
