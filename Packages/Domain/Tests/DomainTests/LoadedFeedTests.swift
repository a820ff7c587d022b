import Domain
import Foundation
import Testing

@Suite("LoadedFeed")
struct LoadedFeedTests {
    private let feed = Feed(title: "A feed", items: [FeedItem(id: "1")])

    @Test func fallingBack_recordsTheReasonOnACachedCopy() {
        let savedAt = Date(timeIntervalSince1970: 1_000)
        let cached = LoadedFeed(feed: feed, origin: .cache(CacheInfo(savedAt: savedAt, isStale: true)))

        let fallback = cached.fallingBack(because: .failure(.cannotConnect(host: "example.org")))

        #expect(
            fallback.origin
                == .cache(
                    CacheInfo(
                        savedAt: savedAt, isStale: true, fallbackReason: .failure(.cannotConnect(host: "example.org"))))
        )
        #expect(fallback.feed == feed)
    }

    @Test func fallingBack_leavesARemoteOriginAlone() {
        let remote = LoadedFeed(feed: feed, origin: .remote)

        #expect(remote.fallingBack(because: .unchanged) == remote)
    }

    @Test func fallingBack_keepsTheReadStatesAndTheLastShowingTheCacheGave() {
        let states = [ItemReadState(reference: 7, firstSeen: Date(timeIntervalSince1970: 1_000), readAt: nil)]
        let shown = Date(timeIntervalSince1970: 2_000)
        let cached = LoadedFeed(
            feed: feed, origin: .cache(CacheInfo(savedAt: Date(), isStale: false)), readStates: states,
            lastShown: shown)

        let fallback = cached.fallingBack(because: .unchanged)

        #expect(fallback.readStates == states)
        #expect(fallback.lastShown == shown)
    }

    @Test func readStates_notOnePerItem_areDropped_withTheLastShowing() {
        let state = ItemReadState(reference: 7, firstSeen: Date(timeIntervalSince1970: 1_000), readAt: nil)
        let shown = Date(timeIntervalSince1970: 2_000)

        let loaded = LoadedFeed(feed: feed, origin: .remote, readStates: [state, state], lastShown: shown)

        #expect(loaded.readStates == nil)
        #expect(loaded.lastShown == nil, "without read states no cache answered: the showing is unknown")
    }

    @Test func withReadState_carriesWhatTheSaveGave() {
        let state = ItemReadState(reference: 7, firstSeen: Date(timeIntervalSince1970: 1_000), readAt: nil)
        let shown = Date(timeIntervalSince1970: 2_000)

        let saved = LoadedFeed(feed: feed, origin: .remote).withReadState(
            FeedReadState(items: [state], lastShown: shown))
        let neverShown = LoadedFeed(feed: feed, origin: .remote).withReadState(
            FeedReadState(items: [state], lastShown: nil))

        #expect(saved.readStates == [state] && saved.lastShown == shown)
        #expect(neverShown.readStates == [state] && neverShown.lastShown == nil)
    }

    @Test func lastShown_withoutReadStates_isDropped() {
        let loaded = LoadedFeed(feed: feed, origin: .remote, lastShown: Date(timeIntervalSince1970: 2_000))

        #expect(loaded.lastShown == nil)
    }

    @Test func logLevel_parsesNamesCaseInsensitively() {
        #expect(LogLevel(name: "WARNING") == .warning)
        #expect(LogLevel(name: "loud") == nil)
        #expect(LogLevel.debug < LogLevel.error)
    }
}
