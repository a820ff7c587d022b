import Domain
import Foundation
import Testing

@Suite("ItemReadState")
struct ItemReadStateTests {
    private let start = Date(timeIntervalSince1970: 1_000)

    @Test("an item is new in a read when it was first seen at or after the read began")
    func isNew_whenFirstSeenAtOrAfterTheStart() {
        let before = ItemReadState(reference: 1, firstSeen: start.addingTimeInterval(-1), readAt: nil)
        let at = ItemReadState(reference: 2, firstSeen: start, readAt: nil)
        let after = ItemReadState(reference: 3, firstSeen: start.addingTimeInterval(1), readAt: nil)

        #expect([before, at, after].map { $0.isNew(since: start) } == [false, true, true])
    }

    @Test("an item is read once it has a read date")
    func isRead_whenItHasAReadDate() {
        #expect(ItemReadState(reference: 1, firstSeen: start, readAt: start).isRead)
        #expect(!ItemReadState(reference: 1, firstSeen: start, readAt: nil).isRead)
    }
}
