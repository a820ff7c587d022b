import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import FeedApp

@Suite("Merging imported subscriptions into the list")
struct SubscriptionMergeTests {
    @Test("adds each new address once, in order, and skips those already in the list")
    func merge() {
        let existing = [Subscription(url: anyURL("/a"))]
        let imported = [
            Subscription(url: anyURL("/b")), Subscription(url: anyURL("/a")), Subscription(url: anyURL("/b")),
        ]

        let (list, added) = SubscriptionMerge().merge(imported, into: existing)

        #expect(list.map(\.url) == [anyURL("/a"), anyURL("/b")])
        #expect(added.map(\.url) == [anyURL("/b")])
    }

    @Test("takes each subscription's key once: linear in the outlines and the list, not their product")
    func linear() {
        let existing = (0..<2_000).map { Subscription(url: anyURL("/old/\($0)")) }
        let imported = (0..<3_000).map { Subscription(url: anyURL("/new/\($0 % 2_500)")) }
        let keys = Atomic<Int>(0)
        let sut = SubscriptionMerge { subscription in
            keys.add(1, ordering: .relaxed)
            return subscription.url.absoluteString
        }

        let (list, added) = sut.merge(imported, into: existing)

        #expect(added.count == 2_500)
        #expect(list.count == 4_500)
        #expect(keys.load(ordering: .relaxed) == existing.count + imported.count)
    }
}
