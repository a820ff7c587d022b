#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One feed to load, with what is known of it before it loads: its address, and what its subscription keeps.
///
/// The composition builds a feed's ``FeedLoader`` for a request, so a subscription's facts are read once, by
/// whoever lists the feeds, and travel with the request rather than being looked up again by each layer.
public struct FeedRequest: Sendable, Hashable {
    /// The feed's address.
    public let url: URL
    /// The title its subscription keeps, if it is one with a title of its own.
    public let title: String?
    /// How long, in seconds, a saved copy is served without asking the server again, when the subscription
    /// chose; `nil` for the app's interval.
    public let refreshInterval: TimeInterval?

    /// Creates a request.
    public init(url: URL, title: String? = nil, refreshInterval: TimeInterval? = nil) {
        self.url = url
        self.title = title
        self.refreshInterval = refreshInterval
    }
}
