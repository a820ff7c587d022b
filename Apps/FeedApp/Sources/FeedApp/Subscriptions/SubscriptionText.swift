import Domain

/// How a subscription is named in messages.
enum SubscriptionText {
    /// "Title (URL)", or the URL alone when there is no title.
    static func name(of subscription: Subscription) -> String {
        let url = subscription.url.absoluteString
        guard let title = subscription.title, !title.isEmpty else { return url }
        return "\(title) (\(url))"
    }
}
