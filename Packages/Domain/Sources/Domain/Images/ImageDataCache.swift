#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Saves image bytes for a URL, so they can be served without the network later.
///
/// - Errors: throws ``FeedLoadingError/cacheUnavailable(reason:)`` when the bytes cannot be stored.
public protocol ImageDataCache: Sendable {
    /// Saves `data` as the image at `url`, replacing any earlier copy.
    func save(_ data: Data, for url: URL) async throws
}
