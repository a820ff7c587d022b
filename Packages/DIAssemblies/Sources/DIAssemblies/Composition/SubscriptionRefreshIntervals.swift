import Domain
import Foundation

/// The refresh interval each subscription chose, read from the subscription list once per run.
///
/// Every feed's ``PoliteFeedLoader`` asks it; reading the list once rather than once per feed keeps a
/// read of many subscriptions linear in them. A list that cannot be read gives no intervals: the app's
/// own then applies, and the read goes on.
///
/// - Threading: an actor; two first questions at once may both read the list, and agree.
actor SubscriptionRefreshIntervals {
    private let store: any SubscriptionStore
    private var intervals: [String: TimeInterval]?

    /// Creates the lookup over `store`; nothing is read until the first question.
    init(store: any SubscriptionStore) {
        self.store = store
    }

    /// The interval the subscription to `url` chose, or `nil` when it chose none or is not subscribed.
    func interval(for url: URL) async -> TimeInterval? {
        if let intervals { return intervals[url.absoluteString] }
        let subscriptions = (try? await store.load()) ?? []
        let read = Dictionary(
            subscriptions.compactMap { subscription in
                subscription.refreshInterval.map { (subscription.url.absoluteString, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        intervals = read
        return read[url.absoluteString]
    }
}
