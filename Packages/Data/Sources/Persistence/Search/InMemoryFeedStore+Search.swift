import Domain
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InMemoryFeedStore: ItemSearching {
    /// The stored items holding every term of `query` (its words side by side, case and accents folded), most
    /// relevant first: a matched term in the title counts five times one in the text.
    ///
    /// A scan of every item, for previews and tests; the snippet is the title, or the text when only the
    /// text matches, cut to a few words around the first match. Characters of scripts written without spaces
    /// are words of their own, as in the full-text index, so a term finds them side by side inside a run.
    public func search(_ query: SearchQuery) async throws -> [SearchResult] {
        let feeds = storage.withLock { $0.feeds }.filter { query.feedURL == nil || $0.key == query.feedURL }
        // A term without letters or digits finds nothing, as in the full-text index.
        let terms = Set(query.terms.map(WordMatcher.words(in:)).filter { !$0.isEmpty })
        guard !terms.isEmpty else { return [] }
        var scored: [(score: Int, result: SearchResult)] = []
        for (url, stored) in feeds {
            for item in stored.cached.feed.items {
                let title = WordMatcher(text: item.title ?? "", terms: terms)
                let summary = WordMatcher(text: item.summary ?? "", terms: terms)
                guard title.found.union(summary.found) == terms else { continue }
                let snippet = title.found.isEmpty ? summary.snippet() : title.snippet()
                let result = SearchResult(
                    feedURL: url, feedTitle: stored.cached.feed.title, id: item.id, title: item.title,
                    link: item.link, published: item.published, snippet: snippet)
                scored.append((5 * title.matches.count + summary.matches.count, result))
            }
        }
        let ranked = scored.sorted {
            ($0.score, $1.result.feedURL.absoluteString, $1.result.id)
                > ($1.score, $0.result.feedURL.absoluteString, $0.result.id)
        }
        return ranked.prefix(query.limit).map(\.result)
    }
}
