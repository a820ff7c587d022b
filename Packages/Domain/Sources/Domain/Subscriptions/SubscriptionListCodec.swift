#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes subscription lists in an interchange format other feed readers speak (OPML).
///
/// - Errors: ``decode(_:)`` throws ``FeedLoadingError/malformed(reason:line:column:)`` with the line
///   and column of the problem; it returns nothing partial.
public protocol SubscriptionListCodec: Sendable {
    /// Reads every subscription in `data`, nested outlines flattened, in document order.
    func decode(_ data: Data) throws -> [Subscription]
    /// Reads `data` as ``decode(_:)`` does, also saying which entries were repeated or left out and why.
    func read(_ data: Data) throws -> SubscriptionListImport
    /// Writes `subscriptions` as a document other readers import.
    func encode(_ subscriptions: [Subscription], title: String) -> Data
}

extension SubscriptionListCodec {
    /// ``decode(_:)``'s subscriptions, with nothing reported as repeated or left out.
    public func read(_ data: Data) throws -> SubscriptionListImport {
        SubscriptionListImport(subscriptions: try decode(data))
    }
}
