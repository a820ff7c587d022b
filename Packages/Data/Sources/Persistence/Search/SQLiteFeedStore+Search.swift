import Domain
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedStore: ItemSearching {
    /// The cached items matching every term of `query`, most relevant first (bm25), from the full-text index.
    public func search(_ query: SearchQuery) async throws -> [SearchResult] {
        let values: [SQLiteValue] = [
            .text(SQLiteSearchIndex.expression(for: query.terms)),
            query.feedURL.map { .text($0.absoluteString) } ?? .null,
            .integer(query.limit),
        ]
        return try file.perform("searching the cache", as: SearchError.cache) { database in
            return try database.query(SQLiteSearchIndex.searchSQL, values) { row in
                URL(string: row.text(at: 0) ?? "").map { feedURL in
                    SearchResult(
                        feedURL: feedURL, feedTitle: row.text(at: 1), id: row.text(at: 2) ?? "", title: row.text(at: 3),
                        link: row.text(at: 4).flatMap(URL.init(string:)),
                        published: row.optionalDouble(at: 5).map(Date.init(timeIntervalSinceReferenceDate:)),
                        snippet: SQLiteSearchIndex.snippet(row.text(at: 6) ?? ""))
                }
            }.compactMap { $0 }
        }
    }
}
