import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An ``ImageDataLoader`` that tries a primary loader and, when it fails, a fallback: the cache, then the network.
///
/// When both fail, the fallback's error is thrown: with the cache first, its failure is almost always
/// "nothing cached", while the network's says what a person can act on. (The feed composite throws its
/// primary's error for the same reason: there the network comes first.)
///
/// - Threading: `Sendable`, stateless; loads may run concurrently from any task.
/// - Cancellation: never swallowed. It reaches whichever loader is running; a cancelled primary, or a task
///   cancelled between the two, throws `ImageLoadingError.cancelled` without trying the fallback.
public struct ImageDataLoaderWithFallbackComposite: ImageDataLoader {
    private let primary: any ImageDataLoader
    private let fallback: any ImageDataLoader

    /// Creates the composite.
    ///
    /// - Parameters:
    ///   - primary: Tried first, usually the local cache.
    ///   - fallback: Tried when `primary` fails, usually the network.
    public init(primary: any ImageDataLoader, fallback: any ImageDataLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    /// Loads from the primary, else from the fallback.
    ///
    /// - Returns: The bytes of whichever loader delivered them.
    /// - Throws: The fallback's error when both fail, or `ImageLoadingError.cancelled`.
    public func loadImageData(from url: URL) async throws -> Data {
        do {
            return try await primary.loadImageData(from: url)
        } catch {
            if ImageLoadingError(error) == .cancelled || Task.isCancelled { throw ImageLoadingError.cancelled }
        }
        do {
            return try await fallback.loadImageData(from: url)
        } catch {
            throw Task.isCancelled ? ImageLoadingError.cancelled : ImageLoadingError(error)
        }
    }
}
