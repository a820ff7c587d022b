import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An ``ImageDataLoader`` that passes the loaded bytes through and also saves them to the image cache.
///
/// A failure to save never loses the image: the bytes are delivered all the same and the failure is
/// logged as an error, the level production shows, because nothing else would tell that the cache is broken.
///
/// - Threading: `Sendable`, stateless; loads may run concurrently from any task.
/// - Cancellation: a task cancelled once the decoratee has delivered saves nothing and throws
///   `ImageLoadingError.cancelled`.
public struct ImageDataLoaderCacheDecorator: ImageDataLoader {
    private let decoratee: any ImageDataLoader
    private let cache: any ImageDataCache
    private let logger: any Logger

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - decoratee: Loads the bytes, usually from the network.
    ///   - cache: Saves what `decoratee` delivered.
    ///   - logger: Hears about saves that failed.
    public init(decoratee: any ImageDataLoader, cache: any ImageDataCache, logger: any Logger) {
        self.decoratee = decoratee
        self.cache = cache
        self.logger = logger
    }

    /// Loads the image from the decoratee and saves it before delivering it.
    ///
    /// - Returns: What the decoratee delivered, unchanged.
    /// - Throws: The decoratee's error, or `ImageLoadingError.cancelled`.
    public func loadImageData(from url: URL) async throws -> Data {
        let data = try await decoratee.loadImageData(from: url)
        if Task.isCancelled { throw ImageLoadingError.cancelled }
        do {
            try await cache.save(data, for: url)
        } catch {
            let reason = ImageLoadingError(error)
            if reason == .cancelled || Task.isCancelled { throw ImageLoadingError.cancelled }
            logger.error("The image \(url.absoluteString) was loaded but could not be cached: \(reason)")
        }
        return data
    }
}
