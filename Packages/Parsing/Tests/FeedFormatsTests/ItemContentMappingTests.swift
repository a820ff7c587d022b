import Domain
import FeedFormats
import Foundation
import Testing

@Suite("Item content, apart from the summary")
struct ItemContentMappingTests {
    @Test("RSS: content:encoded is the content, in paragraphs, and description stays the summary")
    func rssContentEncoded() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                """
                <item><guid>1</guid><description>Short</description>
                <content:encoded><![CDATA[<p>One  <b>bold</b></p><p>Two&nbsp;&amp; more</p>]]></content:encoded></item>
                <item><guid>2</guid><description>Only a summary</description></item>
                """
            )
        )

        let items = try DetectingFeedMapper().map(document).items

        #expect(items.map(\.summary) == ["Short", "Only a summary"])
        #expect(items.map(\.content) == ["One bold\n\nTwo & more", nil])
    }

    @Test("Atom: content is the content, in paragraphs, and summary stays the summary")
    func atomContent() throws {
        let document = FeedDocument.fixture(
            atomFixture(
                """
                <entry><id>1</id><summary>Short</summary>
                <content type="html">&lt;h1&gt;Head&lt;/h1&gt;&lt;div&gt;Body&lt;br&gt;line&lt;/div&gt;</content></entry>
                <entry><id>2</id><summary>Short</summary><content src="https://example.com/elsewhere"/></entry>
                """
            )
        )

        let items = try DetectingFeedMapper().map(document).items

        #expect(items.map(\.summary) == ["Short", "Short"])
        #expect(items.map(\.content) == ["Head\n\nBody\n\nline", nil])
    }

    @Test("JSON Feed: content_html, else content_text, is the content; summary stays the summary")
    func jsonFeedContent() throws {
        let document = FeedDocument.fixture(
            """
            {"version": "https://jsonfeed.org/version/1.1", "items": [
             {"id": "1", "summary": "Short", "content_html": "<ul><li>A</li><li>B</li></ul>", "content_text": "x"},
             {"id": "2", "summary": "Short", "content_text": "  plain   text "},
             {"id": "3", "summary": "Short"}]}
            """,
            url: "https://example.com/feed.json"
        )

        let items = try DetectingFeedMapper().map(document).items

        #expect(items.map(\.summary) == ["Short", "Short", "Short"])
        #expect(items.map(\.content) == ["A\n\nB", "plain text", nil])
    }

    @Test("plain-text content (JSON Feed content_text, Atom text) keeps its blank lines as paragraph breaks")
    func plainTextParagraphs() throws {
        let text = "First line\nstill first\r\n\r\n  Second\n \n\nThird\n"
        let escaped = #"First line\nstill first\r\n\r\n  Second\n \n\nThird\n"#
        let json = FeedDocument.fixture(
            #"{"version": "https://jsonfeed.org/version/1.1", "items": [{"id": "1", "content_text": "\#(escaped)"}]}"#,
            url: "https://example.com/feed.json")
        let atom = FeedDocument.fixture(
            atomFixture("<entry><id>1</id><content type=\"text\">\(text)</content></entry>"))

        let contents = try [json, atom].map { try DetectingFeedMapper().map($0).items.first?.content }

        #expect(contents == ["First line still first\n\nSecond\n\nThird", "First line still first\n\nSecond\n\nThird"])
    }

    @Test("paragraphs drop scripts, styles and comments, and no break is left at either end")
    func paragraphsDropInvisibleParts() throws {
        let html =
            "<div><!-- ad --><script>var a = 1 < 2;</script><style>p{}</style></div><blockquote>Quoted</blockquote>"
            + "<pre>a   b</pre><p>1 < 2</p><br><br>"
        let document = FeedDocument.fixture(
            rssFixture("<item><guid>1</guid><content:encoded><![CDATA[\(html)]]></content:encoded></item>"))

        let item = try #require(try DetectingFeedMapper().map(document).items.first)

        #expect(item.content == "Quoted\n\na b\n\n1 < 2")
    }
}
