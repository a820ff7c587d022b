import Domain
import Foundation
import Search

extension InMemoryFeedStore: ItemSearching {
    /// The stored items holding every term of `query` as words (case and accents folded), most relevant
    /// first: a matched word in the title counts five times one in the text.
    ///
    /// A scan of every item, for previews and tests; the snippet is the title, or the text when only the
    /// text matches, cut to a few words around the first match.
    public func search(_ query: SearchQuery) async throws -> [SearchResult] {
        let feeds = storage.withLock { $0.feeds }.filter { query.feedURL == nil || $0.key == query.feedURL }
        // A term without letters or digits finds nothing, as in the full-text index.
        let terms = Set(query.terms.flatMap(WordMatcher.words(in:)))
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
                scored.append((5 * title.hits + summary.hits, result))
            }
        }
        let ranked = scored.sorted {
            ($0.score, $1.result.feedURL.absoluteString, $1.result.id)
                > ($1.score, $0.result.feedURL.absoluteString, $0.result.id)
        }
        return ranked.prefix(query.limit).map(\.result)
    }
}

/// Finds query terms among the words of one text, as a simple tokenizer would: letters and digits, case
/// and accents folded.
private struct WordMatcher {
    private let text: String
    private let terms: Set<String>
    private let words: [(range: Range<String.Index>, folded: String)]

    init(text: String, terms: Set<String>) {
        self.text = text
        self.terms = terms
        var words: [(Range<String.Index>, String)] = []
        var start: String.Index?
        for index in text.indices + [text.endIndex] {
            let isWord = index < text.endIndex && (text[index].isLetter || text[index].isNumber)
            if isWord, start == nil { start = index }
            if !isWord, let begin = start {
                words.append((begin..<index, Self.fold(text[begin..<index])))
                start = nil
            }
        }
        self.words = words
    }

    /// The terms found in the text.
    var found: Set<String> { Set(words.map(\.folded)).intersection(terms) }

    /// How many words of the text are terms.
    var hits: Int { words.filter { terms.contains($0.folded) }.count }

    /// About sixteen words from just before the first match, the matched words marked.
    func snippet() -> SearchSnippet {
        let first = words.firstIndex { terms.contains($0.folded) } ?? 0
        let shown = words[max(0, first - 3)..<min(words.count, first + 13)]
        guard let begin = shown.first?.range.lowerBound, let end = shown.last?.range.upperBound else {
            return SearchSnippet(runs: text.isEmpty ? [] : [.init(text, isMatch: false)])
        }
        var runs: [SearchSnippet.Run] = begin > text.startIndex ? [.init("…", isMatch: false)] : []
        var cursor = begin
        for word in shown where terms.contains(word.folded) {
            if cursor < word.range.lowerBound {
                runs.append(.init(String(text[cursor..<word.range.lowerBound]), isMatch: false))
            }
            runs.append(.init(String(text[word.range]), isMatch: true))
            cursor = word.range.upperBound
        }
        if cursor < end { runs.append(.init(String(text[cursor..<end]), isMatch: false)) }
        if end < text.endIndex { runs.append(.init("…", isMatch: false)) }
        return SearchSnippet(runs: runs)
    }

    /// Terms split the way texts are, so "e-mail" finds the words "e" and "mail".
    static func words(in term: String) -> [String] {
        WordMatcher(text: term, terms: []).words.map(\.folded)
    }

    private static func fold(_ word: Substring) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
