import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("The origin line says where a served feed came from")
struct FeedOriginLineTests {
    @Test("a feed fetched just now has no origin line")
    func remote() {
        #expect(originLine(for: .remote) == nil)
    }

    @Test("a fresh copy read from the cache says when it was saved")
    func cacheOffline() {
        let origin = FeedOrigin.cache(CacheInfo(savedAt: ago(2 * day), isStale: false))

        #expect(originLine(for: origin) == "From the cache, saved 2 days ago")
    }

    @Test("a stale copy read from the cache says so")
    func cacheStale() {
        let origin = FeedOrigin.cache(CacheInfo(savedAt: ago(2 * day), isStale: true))

        #expect(originLine(for: origin) == "From the cache, saved 2 days ago (stale)")
    }

    @Test("a copy served because the network failed says why, then when it was saved")
    func fallback() {
        let reason = FeedLoadingError.cannotConnect(host: "example.org")
        let origin = FeedOrigin.cache(
            CacheInfo(savedAt: ago(2 * day), isStale: false, fallbackReason: .failure(reason)))

        #expect(originLine(for: origin) == "Couldn't connect to example.org. Showing the copy saved 2 days ago.")
    }

    @Test("a stale copy served because the network failed says it is stale")
    func fallbackStale() {
        let reason = FeedLoadingError.httpStatus(code: 503, host: "example.org")
        let origin = FeedOrigin.cache(
            CacheInfo(savedAt: ago(3 * hour), isStale: true, fallbackReason: .failure(reason)))

        #expect(
            originLine(for: origin)
                == "example.org answered HTTP 503 (a server error). Showing the copy saved 3 hours ago (stale).")
    }

    @Test("a fallback whose error does not say where names the feed's address")
    func fallbackNamesFeed() {
        let reason = FeedLoadingError.malformed(reason: "unclosed tag", line: 3, column: 7)
        let origin = FeedOrigin.cache(
            CacheInfo(savedAt: ago(1 * day), isStale: false, fallbackReason: .failure(reason)))

        #expect(
            originLine(for: origin)
                == "The feed at https://example.org/feed.xml is not valid (line 3, column 7): unclosed tag. "
                + "Showing the copy saved 1 day ago.")
    }

    @Test("a copy the server said is unchanged (304) says since when, and is never called stale")
    func notModified() {
        let fresh = FeedOrigin.cache(CacheInfo(savedAt: ago(2 * day), isStale: false, fallbackReason: .unchanged))
        let stale = FeedOrigin.cache(CacheInfo(savedAt: ago(2 * day), isStale: true, fallbackReason: .unchanged))

        #expect(originLine(for: fresh) == "Unchanged since 2 days ago")
        #expect(originLine(for: stale) == "Unchanged since 2 days ago")
    }

    @Test("a copy saved within the second reads as saved a moment ago, never as saved now")
    func savedAMomentAgo() {
        let cached = FeedOrigin.cache(CacheInfo(savedAt: fixedNow, isStale: false))
        let unchanged = FeedOrigin.cache(CacheInfo(savedAt: fixedNow, isStale: false, fallbackReason: .unchanged))

        #expect(originLine(for: cached) == "From the cache, saved a moment ago")
        #expect(originLine(for: unchanged) == "Unchanged since a moment ago")
    }

    // MARK: - Helpers

    private func originLine(for origin: FeedOrigin) -> String? {
        let sut = FeedPresenter(clock: FixedWallClock(now: fixedNow))
        return sut.map(
            LoadedFeed(feed: Feed(title: "Example", items: []), origin: origin),
            feedURL: makeURL("https://example.org/feed.xml")
        ).originLine
    }
}
