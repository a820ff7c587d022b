/// Why the cache could not be read or written: the error of the cache's ports.
///
/// The stores (feeds, images, read state, the search index) share one cache, so they share its failures; the
/// error of each port that reads through the cache carries one as its `cache` case. ``description`` is terse,
/// for logs; Presentation's `CacheErrorMessage` words it for a person.
public enum CacheError: Error, Sendable, Hashable {
    /// The cache cannot be read or written: corrupt, unopenable, read-only; `reason` names the path, what
    /// happened and what to try.
    case unavailable(reason: String)
    /// A write to the cache failed because the disk holding its folder, `folder`, has no space left; what was
    /// saved before is intact and still served.
    case diskFull(folder: String)
}

extension CacheError: CustomStringConvertible {
    /// What failed, in a few words, for logs and developers.
    public var description: String {
        switch self {
        case .unavailable(let reason): "cache unavailable: \(reason)"
        case .diskFull(let folder): "disk full: \(folder)"
        }
    }
}
