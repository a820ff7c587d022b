import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words a `CacheError` for a person: what failed, where, and what to try.
///
/// The one wording of the cache's failures, whichever port met them: a feed's load (through
/// ``FeedErrorMessage``), read state, the search index, the cache's upkeep.
public enum CacheErrorMessage {
    /// The full message: the reason, then the advice.
    public static func message(for error: CacheError) -> String {
        "\(reason(for: error)) \(advice(for: error))"
    }

    /// What went wrong and where, as one sentence ending in a full stop.
    public static func reason(for error: CacheError) -> String {
        switch error {
        case .unavailable(let reason): "The offline cache is not available: \(reason)."
        case .diskFull(let folder): "The disk holding the cache (\(folder)) is full."
        }
    }

    /// What a person can try.
    public static func advice(for error: CacheError) -> String {
        switch error {
        case .unavailable:
            "Check that the cache folder exists and can be written, or clear the cache."
        case .diskFull:
            "Free some space on it (feed cache clear gives the cache's back), or choose another folder with --cache."
        }
    }
}
