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

    @Test func fallingBack_keepsTheReadStatesTheCacheGave() {
        let states = [ItemReadState(reference: 7, firstSeen: Date(timeIntervalSince1970: 1_000), readAt: nil)]
        let cached = LoadedFeed(
            feed: feed, origin: .cache(CacheInfo(savedAt: Date(), isStale: false)), readStates: states)

        #expect(cached.fallingBack(because: .unchanged).readStates == states)
    }

    @Test func readStates_notOnePerItem_areDropped() {
        let state = ItemReadState(reference: 7, firstSeen: Date(timeIntervalSince1970: 1_000), readAt: nil)

        let loaded = LoadedFeed(feed: feed, origin: .remote, readStates: [state, state])

        #expect(loaded.readStates == nil)
        #expect(loaded.withReadStates([state]).readStates == [state])
    }

    @Test func logLevel_parsesNamesCaseInsensitively() {
        #expect(LogLevel(name: "WARNING") == .warning)
        #expect(LogLevel(name: "loud") == nil)
        #expect(LogLevel.debug < LogLevel.error)
    }
}
