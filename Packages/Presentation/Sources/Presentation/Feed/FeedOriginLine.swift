import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words where a served feed came from, for the line a UI shows above the items.
struct FeedOriginLine {
    let relativeTime: RelativeTimeFormatter
    let feedURL: URL?

    /// The line for `origin`, or `nil` when the feed was fetched just now and there is nothing to say.
    func text(for origin: FeedOrigin) -> String? {
        guard case .cache(let info) = origin else { return nil }
        let age = relativeTime.pastString(for: info.savedAt)
        let stale = info.isStale ? " (stale)" : ""
        switch info.fallbackReason {
        case nil:
            return "From the cache, saved \(age)\(stale)"
        case .unchanged?:
            return "Unchanged since \(age)"
        case .failure(let reason)?:
            let why = FeedErrorMessage.reason(for: reason, feedURL: feedURL)
            return "\(why) Showing the copy saved \(age)\(stale)."
        }
    }
}
