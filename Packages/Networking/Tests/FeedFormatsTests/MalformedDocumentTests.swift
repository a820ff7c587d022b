import Domain
import FeedFormats
import Foundation
import Networking
import Testing

@Suite("Malformed documents")
struct MalformedDocumentTests {
    @Test("reports a mismatched end tag with its line and column")
    func reportsMismatchedTag() {
        let error = mappingError("<rss><channel>\n<item></channel></rss>")

        guard case .malformed(let reason, let line, let column)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason == "an end tag does not match the element it closes")
        #expect(line == 2)
        #expect(column != nil)
    }

    @Test("reports a truncated document instead of returning what was read so far")
    func reportsTruncatedDocument() throws {
        let full = rssFixture("<item><guid>1</guid></item><item><guid>2</guid><title>Second</title></item>")
        let cut = try #require(full.range(of: "<title>Second"))
        let truncated = String(full[..<cut.upperBound])

        let error = mappingError(truncated)

        guard case .malformed(let reason, let line, _)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("truncated"))
        #expect(line != nil)
    }

    @Test("rejects empty and blank documents as malformed, never as an empty feed", arguments: ["", "  \n\t "])
    func rejectsEmptyDocuments(_ text: String) {
        #expect(mappingError(text) == .malformed(reason: "the document is empty", line: nil, column: nil))
    }

    @Test("names an entity XML does not define")
    func reportsUndefinedEntity() {
        let error = mappingError(rssFixture("<item><title>a&nbsp;b</title></item>"))

        guard case .malformed(let reason, let line, _)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("entity"))
        #expect(line == 6)
    }

    @Test("rejects an <rss> without a channel")
    func rejectsRSSWithoutChannel() {
        #expect(
            mappingError("<rss version=\"2.0\"><item/></rss>")
                == .malformed(reason: "the <rss> element has no <channel>", line: nil, column: nil))
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

    private func mappingError(_ text: String) -> FeedLoadingError? {
        #expect(throws: FeedLoadingError.self) {
            try DetectingFeedMapper().map(.fixture(text))
        }
    }
}
