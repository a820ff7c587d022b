import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the JSON payloads that caches kept before feeds were stored as rows, for their migration.
enum JSONFeedPayload {
    /// The feed decoded from `data`; a failure says which copy is unreadable.
    static func decode(_ data: Data, path: String) throws(CacheError) -> Feed {
        do {
            return try JSONDecoder().decode(Feed.self, from: data)
        } catch {
            throw .unavailable(
                reason: "the cached copy in \(path) cannot be read (\(StoreFailure.describe(error))); "
                    + "load the feed again while online to replace it")
        }
    }
}
