import Domain
import Foundation
import Synchronization

/// A clock that tells the dates it was given, one per reading, then keeps telling the last one.
///
/// For code that reads "now" twice to measure something (a load's duration).
public final class SteppingWallClock: WallClock {
    private let dates: Mutex<[Date]>

    /// Creates a clock that tells `dates` in turn; with none, it tells the 1970 epoch.
    public init(_ dates: Date...) {
        self.dates = Mutex(dates.isEmpty ? [Date(timeIntervalSince1970: 0)] : dates)
    }

    /// The next date, or the last one once all were told.
    public var now: Date {
        dates.withLock { dates in dates.count > 1 ? dates.removeFirst() : dates[0] }
    }
}
