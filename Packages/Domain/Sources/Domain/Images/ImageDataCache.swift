#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Saves image bytes for a URL, so they can be served without the network later.
///
/// - Errors: throws ``CacheError`` when the bytes cannot be stored; `CancellationError` when the task was
///   cancelled before they were.
public protocol ImageDataCache: Sendable {
    /// Saves `data` as the image at `url`, replacing any earlier copy.
    func save(_ data: Data, for url: URL) async throws
}
