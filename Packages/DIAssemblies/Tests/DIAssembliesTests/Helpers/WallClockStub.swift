import Domain
import Foundation
import Synchronization

/// A clock that tells the dates it was given, one per reading, then keeps telling the last one.
final class WallClockStub: WallClock {
    private let dates: Mutex<[Date]>

    init(_ dates: Date...) {
        self.dates = Mutex(dates.isEmpty ? [Date(timeIntervalSince1970: 0)] : dates)
    }

    var now: Date {
        dates.withLock { dates in dates.count > 1 ? dates.removeFirst() : dates[0] }
    }
}
