import DomainTestSupport
import Search
import Testing

@Suite("A search query: the words typed, bounded, never syntax")
struct SearchQueryTests {
    @Test("splits the typed text at whitespace into terms, in order")
    func splitsIntoTerms() {
        let query = SearchQuery(text: "  swift\tconcurrency\n actors ")

        #expect(query?.terms == ["swift", "concurrency", "actors"])
    }

    @Test("keeps quotes, stars and operators as parts of the words", arguments: ["\"a", "b*", "NEAR(", "-x", "OR"])
    func keepsSyntaxAsText(text: String) {
        #expect(SearchQuery(text: text)?.terms == [text])
    }

    @Test("holds no query when the text has no word", arguments: ["", "   ", "\n\t"])
    func noWords(text: String) {
        #expect(SearchQuery(text: text) == nil)
    }

    @Test("reads at most the first terms, each cut to the longest term kept")
    func bounded() {
        let long = String(repeating: "x", count: SearchQuery.maximumTermLength + 10)
        let words = (0..<(SearchQuery.maximumTerms + 5)).map { "w\($0)" }

        let query = SearchQuery(text: ([long] + words).joined(separator: " "))

        #expect(query?.terms.count == SearchQuery.maximumTerms)
        #expect(query?.terms.first?.count == SearchQuery.maximumTermLength)
    }

    @Test("keeps the feed asked for and a limit of at least one")
    func feedAndLimit() {
        let query = SearchQuery(text: "a", feedURL: anyURL(), limit: 0)

        #expect(query?.feedURL == anyURL())
        #expect(query?.limit == 1)
    }
}
