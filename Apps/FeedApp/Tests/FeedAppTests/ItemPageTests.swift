import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("feed show's page")
struct ItemPageTests {
    @Test("prose wraps at the readable width on a wide terminal, and at the terminal's width on a narrow one")
    func prose_wrapsAtTheReadableWidth() throws {
        let text = String(repeating: "A sentence of the article that goes on. ", count: 30)
        let found = CachedItem(
            feedURL: try #require(URL(string: "https://example.org/feed.xml")),
            item: FeedItem(id: "a", title: "Title", content: text),
            state: ItemReadState(reference: 1, firstSeen: Date(timeIntervalSinceReferenceDate: 0), readAt: nil))

        let wide = ItemPage(width: 200, clock: FixedWallClock(now: Date(timeIntervalSinceReferenceDate: 0))).render(
            found)
        let narrow = ItemPage(width: 40, clock: FixedWallClock(now: Date(timeIntervalSinceReferenceDate: 0))).render(
            found)

        let wideProse = wide.components(separatedBy: "\n\n").dropFirst().joined().components(separatedBy: "\n")
        #expect(wideProse.map(DisplayWidth.of).max() ?? 0 <= ItemPage.readableWidth)
        #expect(wideProse.map(DisplayWidth.of).max() ?? 0 > ItemPage.readableWidth - 20)
        #expect(narrow.components(separatedBy: "\n").map(DisplayWidth.of).max() ?? 0 <= 40)
    }
}
