import Foundation

/// A feed a person follows.
public struct Subscription: Sendable, Codable, Hashable {
    /// The feed's address, the subscription's identity.
    public let url: URL
    /// A title to show; the feed's own title when it was added, or one the person chose.
    public let title: String?
    /// A category (folder) the person filed it under, when any.
    public let category: String?

    /// Creates a subscription.
    public init(url: URL, title: String? = nil, category: String? = nil) {
        self.url = url
        self.title = title
        self.category = category
    }
}
