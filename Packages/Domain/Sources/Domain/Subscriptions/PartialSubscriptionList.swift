/// A subscription list read past the lines that are not subscriptions.
public struct PartialSubscriptionList: Sendable, Equatable {
    /// The subscriptions that could be read, in order.
    public let subscriptions: [Subscription]
    /// Each line left out, as ``SubscriptionStoreError/malformed(path:line:reason:)`` with its line.
    public let skipped: [SubscriptionStoreError]

    /// A list of `subscriptions`, with the lines `skipped`.
    public init(subscriptions: [Subscription], skipped: [SubscriptionStoreError] = []) {
        self.subscriptions = subscriptions
        self.skipped = skipped
    }
}
