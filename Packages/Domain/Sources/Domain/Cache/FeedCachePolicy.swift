import Foundation

/// The rule that says whether a cached copy is fresh or stale.
///
/// Stale copies are still delivered, marked as stale; this policy never deletes anything (retention
/// is ``CacheRetentionPolicy``'s job). The local loader marks copies with it, and `feed cache info` reads
/// it to mark stale entries.
public struct FeedCachePolicy: Sendable, Hashable {
    /// How old a copy may be and still be called fresh.
    public let maxAge: TimeInterval

    /// Creates a policy; by default a copy is fresh for one day.
    public init(maxAge: TimeInterval = 24 * 60 * 60) {
        self.maxAge = maxAge
    }

    /// Whether a copy saved at `savedAt` is still fresh at `now`.
    ///
    /// A copy dated in the future (a clock that moved back) counts as fresh.
    public func isFresh(savedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(savedAt) < maxAge
    }
}
