/// Finds cached items by the words in their title and text: the port the search feature needs and an
/// index implements.
///
/// - Threading: `Sendable`; may be called from any task, concurrently.
/// - Ranking: results come most relevant first; an item whose title holds the words ranks above one
///   whose text alone does.
/// - Scope: only items of feeds in the cache; the index follows the cache as items are saved, pruned and
///   cleared.
/// - Errors: throws ``SearchError/cache(_:)`` only, when the index cannot be read; a query never fails for what
///   it contains.
public protocol ItemSearching: Sendable {
    /// The items matching every term of `query`, most relevant first, at most `query.limit`.
    func search(_ query: SearchQuery) async throws -> [SearchResult]
}
