#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What ``FeedReading/show(_:display:inFlight:console:)`` showed, for ``FeedReading/finish(_:)``: the feeds, and when
/// each was shown, to be recorded once the read ends, interrupted or not.
struct ShownFeeds: Sendable {
    /// The feeds shown, in the order asked.
    let feeds: [PresentedFeed]
    /// When this read showed each feed it loaded, by URL (the last time, for a feed asked twice): the next read's
    /// items of that feed are new when first seen since then.
    let showings: [URL: Date]
    /// Whether every feed asked was shown: `false` when the task was cancelled first.
    let isComplete: Bool
}
