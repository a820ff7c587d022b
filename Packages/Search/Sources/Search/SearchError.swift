import Domain

/// Why a search was not run or could not be answered: the error of the search feature and its
/// ``ItemSearching`` port.
public enum SearchError: Error, Equatable, Sendable {
    /// The typed text holds no word to search for (from ``ItemSearch`` alone: a query always has words).
    case noWords
    /// The index, kept in the cache, cannot be read.
    case cache(CacheError)
}
