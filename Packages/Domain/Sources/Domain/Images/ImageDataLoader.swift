#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads the bytes of an image.
///
/// One shared instance serves every image: the URL is the argument of each call.
///
/// - Threading: may be called from any task, concurrently.
/// - Cancellation: a cancelled task ends the load promptly and caches nothing.
/// - Errors: throws ``ImageLoadingError`` only; wrap anything else with ``ImageLoadingError/init(_:)``.
public protocol ImageDataLoader: Sendable {
    /// Loads the image at `url`.
    func loadImageData(from url: URL) async throws -> Data
}
