import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Follows the feeds that moved for good: a subscription whose feed answered a permanent redirect
/// (301, 308) takes the new address, and the person is told on stderr. A temporary redirect changes nothing.
struct SubscriptionMoves {
    let store: any SubscriptionStore
    let console: any Console

    /// Updates the subscriptions among `results` whose feed moved for good, and says which.
    ///
    /// A list that cannot be read or saved is left as it is, with a note: the feeds were still shown.
    func follow(_ results: [FeedReadResult]) async {
        let moves = Dictionary(
            results.compactMap { result in
                result.url.flatMap { from in result.loaded?.permanentRedirectURL.map { (from.absoluteString, $0) } }
            },
            uniquingKeysWith: { first, _ in first })
        guard !moves.isEmpty else { return }
        do {
            var subscriptions = try await store.load()
            var moved: [(from: URL, to: URL)] = []
            for (index, subscription) in subscriptions.enumerated() {
                guard let target = moves[subscription.url.absoluteString],
                    !subscriptions.contains(where: { $0.url.absoluteString == target.absoluteString })
                else { continue }
                subscriptions[index] = Subscription(
                    url: target, title: subscription.title, category: subscription.category,
                    refreshInterval: subscription.refreshInterval)
                moved.append((subscription.url, target))
            }
            guard !moved.isEmpty else { return }
            try await store.save(subscriptions)
            for move in moved {
                console.writeError(
                    "feed: \(move.from.absoluteString) has moved for good to \(move.to.absoluteString); "
                        + "the subscription now uses the new address.\n")
            }
        } catch {
            console.writeError(
                "feed: a feed has moved, but the subscriptions could not be updated: \(ErrorMessage.message(for: error))\n"
            )
        }
    }
}
