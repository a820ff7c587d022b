#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rule that says whether a saved copy is stale: too old to show without saying so.
///
/// Stale copies are still delivered, marked as stale; this policy never deletes anything (retention
/// is ``CacheRetentionPolicy``'s job). The local loader marks copies with it, and `feed cache info` reads
/// it to mark stale entries. Whether a copy is *fresh* (served without asking the server) is another
/// question, the refresh interval's, which the composition's polite link answers.
public struct FeedCachePolicy: Sendable, Hashable {
    /// How old a copy may be before it is stale.
    public let maxAge: TimeInterval

    /// Creates a policy; by default a copy is stale after one day.
    public init(maxAge: TimeInterval = 24 * 60 * 60) {
        self.maxAge = maxAge
    }

    /// Whether a copy saved at `savedAt` is stale at `now`.
    ///
    /// A copy dated in the future (a clock that moved back) is not stale: nothing says it is old.
    public func isStale(savedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(savedAt) >= maxAge
    }
}
