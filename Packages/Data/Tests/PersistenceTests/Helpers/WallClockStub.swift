import Domain
import Foundation

/// A clock that always tells the date it was given.
struct WallClockStub: WallClock {
    let now: Date
}
