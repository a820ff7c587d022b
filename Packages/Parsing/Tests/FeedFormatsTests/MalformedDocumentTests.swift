import Domain
import FeedFormats
import Foundation
import Testing

@Suite("Malformed documents")
struct MalformedDocumentTests {
    @Test("keeps an item whose end tag is misspelt, closing it with the element around it")
    func readsMismatchedTag() throws {
        let feed = try map(rssFixture("<item><guid>1</guid><title>One</titel></item><item><guid>2</guid></item>"))

        #expect(feed.items.map(\.id) == ["1", "2"])
    }

    @Test("keeps what a truncated document holds")
    func readsTruncatedDocument() throws {
        let full = rssFixture("<item><guid>1</guid></item><item><guid>2</guid><title>Second</title></item>")
        let cut = try #require(full.range(of: "<title>Second"))

        let feed = try map(String(full[..<cut.upperBound]))

        #expect(feed.items.map(\.id) == ["1", "2"])
        #expect(feed.items.last?.title == "Second")
    }

    @Test("rejects empty and blank documents as malformed, never as an empty feed", arguments: ["", "  \n\t "])
    func rejectsEmptyDocuments(_ text: String) {
        #expect(mappingError(text) == .malformed(reason: "the document is empty", line: nil, column: nil))
    }

    @Test("reads HTML entities XML does not define, a bare ampersand and an unknown entity as written")
    func readsEntities() throws {
        let feed = try map(rssFixture("<item><title>caf&eacute;&nbsp;&amp; R&D &bogus; &hellip;</title></item>"))

        #expect(feed.items.first?.title == "café & R&D &bogus; …")
    }

    @Test("reads an undeclared prefix of a known namespace, and keeps an unknown one out of RSS's names")
    func readsUndeclaredPrefixes() throws {
        let document = """
            <rss version="2.0"><channel><title>Blog</title><item><guid>1</guid>
            <itunes:image href="https://example.com/i.png"/><foo:title>Not the title</foo:title>
            <dc:creator>Ann</dc:creator></item></channel></rss>
            """

        let item = try #require(try map(document).items.first)

        #expect(item.imageURL?.absoluteString == "https://example.com/i.png")
        #expect(item.author == "Ann")
        #expect(item.title == nil)
    }

    @Test("reads a comment holding --, control characters and a lone < in text")
    func readsSloppyMarkup() throws {
        let feed = try map(rssFixture("<!-- a -- b --><item><guid>1</guid><title>a\u{1}\u{8} < b</title></item>"))

        #expect(feed.items.first?.title == "a < b")
    }

    @Test("expands entities the document declares, and never resolves an external one")
    func expandsDeclaredEntities() throws {
        let document = """
            <!DOCTYPE rss [<!ENTITY co "Example &amp; Co"><!ENTITY who "&co; (&#169;)">
            <!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY % p "ignored">]>
            <rss version="2.0"><channel><title>&who;</title><item><guid>1</guid><title>[&secret;]</title></item>
            </channel></rss>
            """

        let feed = try map(document)

        #expect(feed.title == "Example & Co (©)")
        #expect(feed.items.first?.title == "[]")
    }

    @Test("stops an entity-expansion attack with an error that says so, at the reference")
    func stopsEntityExpansionAttack() throws {
        var declarations = "<!ENTITY a0 \"\(String(repeating: "x", count: 1_000))\">"
        for level in 1...8 {
            declarations += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let document = "<!DOCTYPE rss [\(declarations)]>\n<rss><channel><title>&a8;</title></channel></rss>"

        let error = mappingError(document)

        guard case .malformed(let reason, let line, let column)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("expand to more than"))
        #expect(line == 2)
        #expect(column == 22)
    }

    @Test("reads 20,000 nested elements as an error naming the limit, without recursion")
    func rejectsDeepNesting() {
        let document = "<rss><channel>" + String(repeating: "<x>", count: 20_000) + "</channel></rss>"

        guard case .malformed(let reason, _, _)? = mappingError(document) else {
            Issue.record("expected malformed")
            return
        }
        #expect(reason.contains("nest deeper than"))
    }

    @Test("reads an <rss> or <rdf:RDF> without a channel as an empty feed, as established parsers do")
    func readsRSSWithoutChannel() throws {
        let rdf = "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/>"

        #expect(try map("<rss version=\"2.0\"></rss>") == Feed(title: nil, link: nil, items: []))
        #expect(try map(rdf) == Feed(title: nil, link: nil, items: []))
    }

    @Test(
        "survives arbitrary bytes with an error",
        arguments: [
            Data([0x3C, 0xFF, 0xFE, 0x00, 0x3E]), Data([0x00, 0x01, 0x02]), Data([0x3C, 0x00, 0x3C, 0x00, 0xFF]),
        ])
    func survivesGarbage(_ bytes: Data) {
        #expect(throws: FeedLoadingError.self) {
            try DetectingFeedMapper().map(.fixture(bytes: bytes))
        }
    }

    // MARK: - Helpers

    private func map(_ text: String) throws -> Feed {
        try DetectingFeedMapper().map(.fixture(text))
    }

    private func mappingError(_ text: String) -> FeedLoadingError? {
        #expect(throws: FeedLoadingError.self) {
            try DetectingFeedMapper().map(.fixture(text))
        }
    }
}
