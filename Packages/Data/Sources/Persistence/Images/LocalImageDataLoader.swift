import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Serves and saves image bytes through an ``ImageDataStore``.
///
/// One shared instance serves every image. A miss is ``ImageLoadingError/notCached``; a cancelled task ends
/// before touching the store (a load with ``ImageLoadingError/cancelled``, a save with `CancellationError`).
public struct LocalImageDataLoader: ImageDataLoader, ImageDataCache {
    private let store: any ImageDataStore

    /// Creates a loader over `store`.
    public init(store: any ImageDataStore) {
        self.store = store
    }

    /// The cached bytes of the image at `url`.
    ///
    /// - Throws: ``ImageLoadingError/notCached`` when nothing is stored for `url`, the store's failure as
    ///   ``ImageLoadingError/cache(_:)``.
    public func loadImageData(from url: URL) async throws -> Data {
        guard !Task.isCancelled else { throw ImageLoadingError.cancelled }
        let data: Data?
        do {
            data = try await store.retrieve(dataFor: url)
        } catch {
            throw ImageLoadingError(error)
        }
        guard let data else { throw ImageLoadingError.notCached }
        return data
    }

    /// Saves `data` as the image at `url`.
    ///
    /// - Throws: The store's ``Domain/CacheError``; `CancellationError` when the task was cancelled.
    public func save(_ data: Data, for url: URL) async throws {
        guard !Task.isCancelled else { throw CancellationError() }
        try await store.insert(data, for: url)
    }
}
