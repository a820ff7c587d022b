/// Turns the bytes of a feed into the Domain's `Feed`.
///
/// The format adapters (RSS, Atom, JSON Feed, ...) in the `FeedFormats` module implement it.
///
/// - Errors: throws `FeedLoadingError.malformed` (with line and column when known) for a broken
///   document and `FeedLoadingError.notAFeed` for a document that is not a feed; never returns an
///   empty feed for input it could not read.
public protocol FeedMapper: Sendable {
    /// Maps `document` to a feed.
    func map(_ document: FeedDocument) throws -> Feed
}
