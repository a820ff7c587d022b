import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words any error a command meets for a person: what failed, where, and what to try.
///
/// Every message a person reads comes from Presentation; the errors' own descriptions are terse, for logs.
public enum ErrorMessage {
    /// The message for `error`: a feed's failure through ``FeedErrorMessage``, the cache's through
    /// ``CacheErrorMessage`` (also as read state's), the subscription list's failure with its path, anything else
    /// wrapped as a `FeedLoadingError`.
    public static func message(for error: any Error) -> String {
        switch error {
        case let error as SubscriptionStoreError: subscriptionMessage(for: error)
        case let error as CacheError: CacheErrorMessage.message(for: error)
        case ReadStateError.cache(let error): CacheErrorMessage.message(for: error)
        case ReadStateError.notCached: FeedErrorMessage.message(for: .notCached)
        default: FeedErrorMessage.message(for: FeedLoadingError(error))
        }
    }

    private static func subscriptionMessage(for error: SubscriptionStoreError) -> String {
        switch error {
        case .malformed(let path, let line, let reason):
            let place = line.map { "\(path):\($0)" } ?? path
            return "The subscription list at \(place) could not be read: \(reason). Fix or remove that line."
        case .unavailable(let path, let reason):
            return "The subscription list at \(path) is not available: \(reason). Check the folder's permissions."
        case .diskFull(let path):
            let folder = Self.folder(of: path)
            return "The disk holding the subscription list (\(folder)) is full; the list was not changed. "
                + "Free some space on it, or choose another folder with --config."
        }
    }

    /// The folder part of `path`, as `NSString`'s `deletingLastPathComponent` gives it: `/a/b/c` and `/a/b/c/`
    /// give `/a/b`, `/a` gives `/`, `c` gives the empty string.
    static func folder(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return path.hasPrefix("/") ? "/" : "" }
        parts.removeLast()
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
