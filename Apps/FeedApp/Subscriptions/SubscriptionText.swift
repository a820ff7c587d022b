import Domain
import Presentation

/// How subscriptions and their errors are worded.
enum SubscriptionText {
    /// "Title (URL)", or the URL alone when there is no title.
    static func name(of subscription: Subscription) -> String {
        let url = subscription.url.absoluteString
        guard let title = subscription.title, !title.isEmpty else { return url }
        return "\(title) (\(url))"
    }

    /// A person's message for any error a subscription command meets.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as SubscriptionStoreError: error.description
        case let error as FeedLoadingError: FeedErrorMessage.message(for: error)
        default: String(describing: error)
        }
    }
}
