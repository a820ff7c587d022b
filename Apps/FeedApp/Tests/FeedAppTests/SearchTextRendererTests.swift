import Foundation
import Presentation
import Search
import Testing

@testable import FeedApp

@Suite("Search results laid out as text")
struct SearchTextRendererTests {
    @Test("on a narrow terminal every line fits, the snippet cut with an ellipsis after its match")
    func fitsTheWidth() {
        let sut = SearchTextRenderer(width: 24)

        let runs = sut.render([
            result(snippet: [("The ", false), ("garden", true), (" grows far past the edge", false)])
        ])

        let lines = runs.map(\.text).joined().split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(lines)")
        #expect(lines.last == "  The garden grows far…")
        #expect(runs.filter { $0.style == .match }.map(\.text) == ["garden"])
    }

    @Test("whitespace and line breaks in a snippet become single spaces, so each result keeps three lines")
    func collapsesWhitespace() {
        let runs = SearchTextRenderer(width: nil).render([result(snippet: [("one\n\ntwo   ", false), ("three", true)])])

        #expect(runs.map(\.text).joined().hasSuffix("\n  one two three\n"))
    }

    // MARK: - Helpers

    private func result(snippet: [(String, Bool)]) -> SearchResult {
        SearchResult(
            feedURL: URL(string: "https://example.org/feed.xml") ?? URL(fileURLWithPath: "/"), feedTitle: "Blog",
            id: "a", title: "Title", link: nil, published: nil,
            snippet: SearchSnippet(runs: snippet.map { SearchSnippet.Run($0.0, isMatch: $0.1) }))
    }
}
