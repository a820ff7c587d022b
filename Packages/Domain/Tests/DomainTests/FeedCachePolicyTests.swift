import Domain
import Foundation
import Testing

@Suite("FeedCachePolicy")
struct FeedCachePolicyTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let policy = FeedCachePolicy(maxAge: 60)

    @Test func copyYoungerThanMaxAgeIsNotStale() {
        #expect(!policy.isStale(savedAt: now.addingTimeInterval(-59), now: now))
    }

    @Test func copyExactlyMaxAgeOldIsStale() {
        #expect(policy.isStale(savedAt: now.addingTimeInterval(-60), now: now))
    }

    @Test func copyOlderThanMaxAgeIsStale() {
        #expect(policy.isStale(savedAt: now.addingTimeInterval(-3600), now: now))
    }

    @Test func copyFromTheFutureIsNotStale() {
        #expect(!policy.isStale(savedAt: now.addingTimeInterval(120), now: now))
    }

    @Test func defaultMaxAgeIsOneDay() {
        #expect(FeedCachePolicy().maxAge == 86_400)
    }
}

@Suite("CacheRetentionPolicy")
struct CacheRetentionPolicyTests {
    @Test func cutoffIsMaxAgeBeforeNow() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        let cutoff = CacheRetentionPolicy(maxAge: 100).cutoff(now: now)

        #expect(cutoff == now.addingTimeInterval(-100))
    }

    @Test func defaultKeepsThirtyDays() {
        #expect(CacheRetentionPolicy().maxAge == 30 * 86_400)
    }
}
