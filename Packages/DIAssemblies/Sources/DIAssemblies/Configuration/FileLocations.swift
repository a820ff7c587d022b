#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the app keeps its files, derived from an ``AppConfiguration``.
///
/// Nothing here creates a file or a folder: the stores create theirs on first use.
public struct FileLocations: Sendable, Equatable {
    /// The SQLite database of cached feeds: `<cache>/feeds.sqlite`.
    public let feedStore: URL
    /// The SQLite database of cached images: `<cache>/images.sqlite`.
    public let imageStore: URL
    /// The subscription list, a text file a person can edit: `<config>/subscriptions.txt`.
    public let subscriptions: URL

    /// The locations for `configuration`'s cache and config folders.
    public init(configuration: AppConfiguration) {
        feedStore = configuration.cacheDirectory.appendingPathComponent("feeds.sqlite")
        imageStore = configuration.cacheDirectory.appendingPathComponent("images.sqlite")
        subscriptions = configuration.configDirectory.appendingPathComponent("subscriptions.txt")
    }
}
