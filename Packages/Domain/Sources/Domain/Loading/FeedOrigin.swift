#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a ``LoadedFeed`` came from.
public enum FeedOrigin: Sendable, Hashable {
    /// Fetched from its source just now.
    case remote
    /// Read from the local cache.
    case cache(CacheInfo)

    /// Whether the feed was read from the cache.
    public var isCache: Bool {
        if case .cache = self { return true }
        return false
    }
}

/// What is known about a cached copy that was served.
public struct CacheInfo: Sendable, Hashable {
    /// When the copy was saved.
    public let savedAt: Date
    /// Whether the copy is older than the ``FeedCachePolicy`` allows to be called fresh.
    public let isStale: Bool
    /// Why the cache was used instead of the network, when the network was asked.
    ///
    /// `nil` when the cache was asked for directly (offline, or while the copy is fresh);
    /// ``FallbackReason/unchanged`` when the server said the cached copy is current, which is not a failure;
    /// ``FallbackReason/failure(_:)`` when the remote load failed.
    public let fallbackReason: FallbackReason?

    /// Creates the description of a cached copy.
    public init(savedAt: Date, isStale: Bool, fallbackReason: FallbackReason? = nil) {
        self.savedAt = savedAt
        self.isStale = isStale
        self.fallbackReason = fallbackReason
    }
}
