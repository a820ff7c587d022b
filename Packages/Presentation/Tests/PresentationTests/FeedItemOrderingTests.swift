import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("Rows are ordered newest first; undated rows follow in feed order")
struct FeedItemOrderingTests {
    @Test("dated items are ordered newest first")
    func newestFirst() {
        let items = [item("b", ago(2 * hour)), item("a", ago(1 * hour)), item("c", ago(3 * hour))]

        #expect(order(of: items) == ["a", "b", "c"])
    }

    @Test("items without a date follow the dated ones, in their feed order")
    func undatedLast() {
        let items = [item("x", nil), item("old", ago(2 * day)), item("y", nil), item("new", ago(hour)), item("z", nil)]

        #expect(order(of: items) == ["new", "old", "x", "y", "z"])
    }

    @Test("items published at the same moment keep their feed order")
    func stableForEqualDates() {
        let date = ago(hour)
        let items = [item("1", date), item("2", date), item("newer", ago(minute)), item("3", date)]

        #expect(order(of: items) == ["newer", "1", "2", "3"])
    }

    @Test("a feed with no dates keeps its order, and an empty feed stays empty")
    func noDates() {
        #expect(order(of: [item("1", nil), item("2", nil), item("3", nil)]) == ["1", "2", "3"])
        #expect(order(of: []).isEmpty)
    }

    // MARK: - Helpers

    private func order(of items: [FeedItem]) -> [String] {
        let sut = FeedPresenter(clock: FixedWallClock(now: fixedNow))
        return sut.map(LoadedFeed(feed: Feed(items: items), origin: .remote), feedURL: makeURL()).items.map(\.id)
    }

    private func item(_ id: String, _ published: Date?) -> FeedItem {
        FeedItem(id: id, title: id, published: published)
    }
}
