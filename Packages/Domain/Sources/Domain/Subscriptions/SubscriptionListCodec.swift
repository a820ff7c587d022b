import Foundation

/// Reads and writes subscription lists in an interchange format other feed readers speak (OPML).
///
/// - Errors: ``decode(_:)`` throws ``FeedLoadingError/malformed(reason:line:column:)`` with the line
///   and column of the problem; it returns nothing partial.
public protocol SubscriptionListCodec: Sendable {
    /// Reads every subscription in `data`, nested outlines flattened, in document order.
    func decode(_ data: Data) throws -> [Subscription]
    /// Writes `subscriptions` as a document other readers import.
    func encode(_ subscriptions: [Subscription], title: String) -> Data
}
