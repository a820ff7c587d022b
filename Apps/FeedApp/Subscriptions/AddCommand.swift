import Domain
import Foundation
import Presentation

/// `feed add URL [--title T] [--no-check]`: subscribes to a feed, reading it once first to check it.
///
/// Adding a feed that is already there says so and succeeds. The title defaults to the feed's own.
struct AddCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Adds `request`'s feed; ``ExitCode/failure`` when the address, the check or the store fails.
    func run(_ request: AddRequest) async -> ExitCode {
        do {
            let url = try services.address(of: request.address)
            let store = try services.subscriptionStore()
            var subscriptions = try await store.load()
            if let existing = subscriptions.first(where: { $0.url.absoluteString == url.absoluteString }) {
                console.write("Already subscribed to \(SubscriptionText.name(of: existing)).\n")
                return .success
            }
            var title = request.title
            if !request.skipsCheck {
                guard let checked = await check(url) else { return .failure }
                title = title ?? checked.feed.title
            }
            let subscription = Subscription(url: url, title: title)
            subscriptions.append(subscription)
            try await store.save(subscriptions)
            console.write("Subscribed to \(SubscriptionText.name(of: subscription)).\n")
            return .success
        } catch {
            console.writeError("feed: \(request.address) was not added: \(SubscriptionText.describe(error))\n")
            return .failure
        }
    }

    private func check(_ url: URL) async -> LoadedFeed? {
        do {
            return try await services.feedLoader(for: url).load()
        } catch {
            let message = FeedErrorMessage.message(for: FeedLoadingError(error), feedURL: url)
            console.writeError(
                "feed: \(url.absoluteString) was not added: \(message) Use --no-check to add it anyway.\n")
            return nil
        }
    }
}
