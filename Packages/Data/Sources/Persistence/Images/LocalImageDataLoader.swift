import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Serves and saves image bytes through an ``ImageDataStore``.
///
/// One shared instance serves every image. A miss is ``FeedLoadingError/notCached``; a cancelled task
/// ends with ``FeedLoadingError/cancelled`` before touching the store.
public struct LocalImageDataLoader: ImageDataLoader, ImageDataCache {
    private let store: any ImageDataStore

    /// Creates a loader over `store`.
    public init(store: any ImageDataStore) {
        self.store = store
    }

    /// The cached bytes of the image at `url`.
    ///
    /// - Throws: ``FeedLoadingError/notCached`` when nothing is stored for `url`, the store's error otherwise.
    public func loadImageData(from url: URL) async throws -> Data {
        let data = try await run { try await store.retrieve(dataFor: url) }
        guard let data else { throw FeedLoadingError.notCached }
        return data
    }

    /// Saves `data` as the image at `url`.
    public func save(_ data: Data, for url: URL) async throws {
        try await run { try await store.insert(data, for: url) }
    }

    private func run<T>(_ body: () async throws -> T) async throws(FeedLoadingError) -> T {
        guard !Task.isCancelled else { throw .cancelled }
        do {
            return try await body()
        } catch {
            throw FeedLoadingError(error)
        }
    }
}
