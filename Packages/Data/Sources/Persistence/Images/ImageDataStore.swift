#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps image bytes on this device, keyed by the image's URL.
///
/// - Threading: `Sendable`; every method may be called from any task, concurrently.
/// - Atomicity: an insert replaces the previous bytes only once the new ones are stored.
/// - Errors: throws ``Domain/CacheError`` only, its reason naming the path, what happened and what to try. Stores may evict entries on their own (a memory limit); callers treat a miss as normal.
public protocol ImageDataStore: Sendable {
    /// The bytes stored for `url`, or `nil` when there are none.
    func retrieve(dataFor url: URL) async throws -> Data?

    /// Stores `data` as the image at `url`, replacing any earlier bytes.
    func insert(_ data: Data, for url: URL) async throws
}
