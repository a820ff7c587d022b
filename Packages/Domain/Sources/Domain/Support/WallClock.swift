#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells the current date, so code that depends on "now" can be tested with a fixed one.
///
/// Named `WallClock`, not `Clock`, so it never shadows the standard library's `Clock` protocol.
public protocol WallClock: Sendable {
    /// The current date.
    var now: Date { get }
}

/// The system's clock.
public struct SystemWallClock: WallClock {
    /// Creates the system clock.
    public init() {}

    /// The current date, from the system.
    public var now: Date { Date() }
}
