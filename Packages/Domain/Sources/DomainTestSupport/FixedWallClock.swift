import Domain
import Foundation

/// A clock that always tells the date it was given.
public struct FixedWallClock: WallClock {
    /// The date it tells.
    public let now: Date

    /// Creates a clock stopped at `now`.
    public init(now: Date) {
        self.now = now
    }
}
