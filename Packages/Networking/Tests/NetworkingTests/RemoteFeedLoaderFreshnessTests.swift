import Domain
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("RemoteFeedLoader, how long a response stays fresh and where it moved")
struct RemoteFeedLoaderFreshnessTests {
    @Test(
        "the lifetime is the longest the response asks for",
        arguments: [
            (["Cache-Control": "public, max-age=600"], 600.0),
            (["cache-control": "max-age=\"90\""], 90.0),
            (["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Expires": "Sun, 06 Nov 1994 10:49:37 GMT"], 7200.0),
            (["Retry-After": "120"], 120.0),
            (["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Retry-After": "Sun, 06 Nov 1994 09:49:37 GMT"], 3600.0),
            (["Cache-Control": "max-age=60", "Retry-After": "300"], 300.0),
            (["Cache-Control": "max-age=99999999"], 7 * 24 * 3600.0),
        ] as [([String: String], Double)])
    func lifetimeFromHeaders(_ headers: [String: String], expected: TimeInterval) async throws {
        let loaded = try await load(headers: headers)

        #expect(loaded.validators?.lifetime == expected)
    }

    @Test(
        "no lifetime when the response forbids reuse, gives a date without its own Date, or says nothing usable",
        arguments: [
            ["Cache-Control": "no-cache, max-age=600"],
            ["Cache-Control": "max-age=600, no-store"],
            ["Expires": "Sun, 06 Nov 1994 10:49:37 GMT"],
            ["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Expires": "0"],
            ["Cache-Control": "max-age=soon"],
            ["Cache-Control": "max-age=0"],
            ["Retry-After": "-5"],
            [:],
        ])
    func noLifetime(_ headers: [String: String]) async throws {
        let loaded = try await load(headers: headers)

        #expect(loaded.validators?.lifetime == nil)
    }

    @Test("the feed's own time to live counts when it is the longest")
    func feedTimeToLive() async throws {
        let loaded = try await load(headers: ["Cache-Control": "max-age=60"], timeToLive: 3600)

        #expect(loaded.validators == CacheValidators(lifetime: 3600))
    }

    @Test("a permanent redirect reaches the loaded feed; without one there is none")
    func permanentRedirect() async throws {
        let moved = try #require(URL(string: "https://example.org/moved.xml"))
        let redirected = HTTPClientStub { url, _ in
            .success(HTTPResponse(url: moved, statusCode: 200, body: Data("{}".utf8), permanentRedirectURL: moved))
        }

        let loaded = try await RemoteFeedLoader(url: feedURL, client: redirected, mapper: FixedFeedMapper()).load()
        let direct = try await load(headers: [:])

        #expect(loaded.permanentRedirectURL == moved)
        #expect(direct.permanentRedirectURL == nil)
    }

    // MARK: - Helpers

    private let feedURL = URL(fileURLWithPath: "/feed.xml")

    private func load(headers: [String: String], timeToLive: TimeInterval? = nil) async throws -> LoadedFeed {
        let client = HTTPClientStub.responding(body: Data("{}".utf8), headers: headers)
        let url = try #require(URL(string: "https://example.org/feed.xml"))
        return try await RemoteFeedLoader(url: url, client: client, mapper: FixedFeedMapper(timeToLive: timeToLive))
            .load()
    }

    private struct FixedFeedMapper: FeedMapper {
        var timeToLive: TimeInterval?

        func map(_ document: FeedDocument) throws -> Feed {
            Feed(title: "Fixed", items: [], timeToLive: timeToLive)
        }
    }
}
