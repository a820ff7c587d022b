import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The search feature's use case: turns what a person typed into a query and asks the index.
public struct ItemSearch: Sendable {
    private let index: any ItemSearching
    private let limit: Int

    /// Creates the search over `index`, giving at most `limit` results.
    public init(index: any ItemSearching, limit: Int = 50) {
        self.index = index
        self.limit = limit
    }

    /// The cached items holding every word of `text`, most relevant first.
    ///
    /// - Parameters:
    ///   - text: the words as typed.
    ///   - feedURL: the one feed to search in, or `nil` for all.
    /// - Throws: ``SearchError/noWords`` when `text` holds no word; the index's ``SearchError/cache(_:)`` when
    ///   it cannot be read.
    public func results(for text: String, in feedURL: URL? = nil) async throws -> [SearchResult] {
        guard let query = SearchQuery(text: text, feedURL: feedURL, limit: limit) else { throw SearchError.noWords }
        return try await index.search(query)
    }
}
