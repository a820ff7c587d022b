#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rule that says when a cached copy is old enough to delete during maintenance.
///
/// Only maintenance (and an explicit clear) deletes cached data; nothing else does.
public struct CacheRetentionPolicy: Sendable, Hashable {
    /// How long a copy is kept after it was saved.
    public let maxAge: TimeInterval

    /// Creates a policy; by default copies are kept for 30 days.
    public init(maxAge: TimeInterval = 30 * 24 * 60 * 60) {
        self.maxAge = maxAge
    }

    /// The oldest save date that is kept at `now`: anything saved before it may be deleted.
    public func cutoff(now: Date) -> Date {
        now.addingTimeInterval(-maxAge)
    }
}
