#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A feed a person follows.
public struct Subscription: Sendable, Codable, Hashable {
    /// The feed's address, the subscription's identity.
    public let url: URL
    /// A title to show; the feed's own title when it was added, or one the person chose.
    public let title: String?
    /// A category (folder) the person filed it under, when any.
    public let category: String?
    /// How long, in seconds, a saved copy of this feed is served without asking its server again, when
    /// the person chose; `nil` for the app's interval.
    public let refreshInterval: TimeInterval?

    /// Creates a subscription.
    public init(url: URL, title: String? = nil, category: String? = nil, refreshInterval: TimeInterval? = nil) {
        self.url = url
        self.title = title
        self.category = category
        self.refreshInterval = refreshInterval
    }
}
