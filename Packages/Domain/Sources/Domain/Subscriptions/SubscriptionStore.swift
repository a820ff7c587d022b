/// Keeps the list of feeds a person follows.
///
/// The whole list is read and written at once: it is small, and an atomic replace never leaves half
/// a list behind.
///
/// - Errors: throws ``SubscriptionStoreError`` with what was wrong and where.
public protocol SubscriptionStore: Sendable {
    /// The subscriptions, in the order they were added; empty when none were saved yet.
    func load() async throws -> [Subscription]
    /// Replaces the list with `subscriptions`.
    func save(_ subscriptions: [Subscription]) async throws
}
