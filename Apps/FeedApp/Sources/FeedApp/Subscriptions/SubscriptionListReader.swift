import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the subscription list for the commands that show it: a line that is not a subscription is
/// named on stderr, and every other feed is still used.
///
/// Commands that save the list read it whole (`SubscriptionStore.load`), so a save never drops a line
/// the person has yet to fix.
enum SubscriptionListReader {
    /// The subscriptions `store` can read; each line it skips is named on `console`'s messages stream.
    ///
    /// - Throws: the store's error when the list cannot be read at all.
    static func subscriptions(in store: any SubscriptionStore, warningOn console: any Console) async throws
        -> [Subscription]
    {
        let list = try await store.loadSkippingMalformedLines()
        for skipped in list.skipped {
            console.writeError([StyledText(message(for: skipped), .warning), StyledText("\n")])
        }
        return list.subscriptions
    }

    /// "feed: line 3 of PATH was skipped: REASON. Fix or remove it; the other feeds are used."
    static func message(for skipped: SubscriptionStoreError) -> String {
        switch skipped {
        case .malformed(let path, let line, let reason):
            let place = line.map { "line \($0) of \(path)" } ?? path
            return "feed: \(place) was skipped: \(reason). Fix or remove it; the other feeds are used."
        case .unavailable, .diskFull:
            return "feed: \(skipped)"
        }
    }
}
