/// Why read state could not be read or changed: the error of the ``ReadStateStore`` port.
///
/// Read state lives with the cached copies, so its failures are the cache's, and a feed that is not cached.
/// ``description`` is terse, for logs; Presentation's `ErrorMessage` words it for a person.
public enum ReadStateError: Error, Sendable, Hashable {
    /// The feed named by URL is not in the cache.
    case notCached
    /// The cache cannot be read or written.
    case cache(CacheError)
}

extension ReadStateError: CustomStringConvertible {
    /// What failed, in a few words, for logs and developers.
    public var description: String {
        switch self {
        case .notCached: "not cached"
        case .cache(let error): error.description
        }
    }
}
