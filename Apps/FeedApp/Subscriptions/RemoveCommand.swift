import Domain
import Foundation

/// `feed remove URL|TITLE`: unsubscribes from a feed named by its URL or its title.
///
/// A URL matches exactly; a title matches ignoring case. Nothing matching, or a title that several
/// subscriptions share, is a failure that says so.
struct RemoveCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Removes the subscription `argument` names.
    func run(_ argument: String) async -> ExitCode {
        do {
            let store = try services.subscriptionStore()
            let subscriptions = try await store.load()
            let matches = matching(argument, in: subscriptions)
            guard let removed = matches.first else {
                console.writeError("feed: no subscription matches \"\(argument)\". Run `feed list` to see them.\n")
                return .failure
            }
            guard matches.count == 1 else {
                console.writeError(
                    "feed: \(matches.count) subscriptions are titled \"\(argument)\". Remove one by its URL.\n")
                return .failure
            }
            try await store.save(subscriptions.filter { $0 != removed })
            console.write("Unsubscribed from \(SubscriptionText.name(of: removed)).\n")
            return .success
        } catch {
            console.writeError("feed: \"\(argument)\" was not removed: \(SubscriptionText.describe(error))\n")
            return .failure
        }
    }

    private func matching(_ argument: String, in subscriptions: [Subscription]) -> [Subscription] {
        let url = (try? services.address(of: argument))?.absoluteString
        let byURL = subscriptions.filter { $0.url.absoluteString == argument || $0.url.absoluteString == url }
        if !byURL.isEmpty { return byURL }
        return subscriptions.filter { $0.title?.caseInsensitiveCompare(argument) == .orderedSame }
    }
}
