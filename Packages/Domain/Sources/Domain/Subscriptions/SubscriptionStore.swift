/// Keeps the list of feeds a person follows.
///
/// The whole list is read and written at once: it is small, and an atomic replace never leaves half
/// a list behind.
///
/// - Errors: throws ``SubscriptionStoreError`` with what was wrong and where.
public protocol SubscriptionStore: Sendable {
    /// The subscriptions, in the order they were added; empty when none were saved yet.
    func load() async throws -> [Subscription]
    /// The subscriptions that can be read, and the lines that cannot: one bad line does not hide the rest.
    ///
    /// For showing the list; a command that saves it uses ``load()``, so it never drops a line by saving.
    func loadSkippingMalformedLines() async throws -> PartialSubscriptionList
    /// Replaces the list with `subscriptions`.
    func save(_ subscriptions: [Subscription]) async throws
}

extension SubscriptionStore {
    /// A store whose every entry is readable skips nothing: its ``load()``.
    public func loadSkippingMalformedLines() async throws -> PartialSubscriptionList {
        PartialSubscriptionList(subscriptions: try await load())
    }
}
