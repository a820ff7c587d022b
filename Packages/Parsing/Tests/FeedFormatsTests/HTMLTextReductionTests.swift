import Domain
import FeedFormats
import Foundation
import Testing

@Suite("HTML reduced to text and to paragraphs")
struct HTMLTextReductionTests {
    @Test(
        "decodes named and numeric references, and leaves what is not one as written",
        arguments: [
            (
                "Tom &amp;amp; Jerry &lt;b&gt; &quot;q&quot; &apos;a&apos; it&#8217;s &#x2019; &#X41; &hellip; &eacute;",
                "Tom &amp; Jerry <b> \"q\" 'a' it’s ’ A … é"
            ),
            ("a&nbsp;&nbsp;b &#160; c&#10;d &#x9;e", "a b c d e"),
            (
                "&unknown; &amp &#0; &#xD800; &#x110000; &#128; &#x9F; &#x+41; &#-5; &#; AT&T & co",
                "&unknown; &amp &#0; &#xD800; &#x110000; € Ÿ A &#-5; &#; AT&T & co"
            ),
            (
                "&abcdefghijklmnopqrstuvwxyzabcdefg; &#x1F600; &#99999999999;",
                "&abcdefghijklmnopqrstuvwxyzabcdefg; 😀 &#99999999999;"
            ),
            ("&\u{0}amp; &amps; &quo; &AMP;", "&\u{0}amp; &amps; &quo; &"),
        ]
    )
    func decodesReferences(_ html: String, text: String) throws {
        let item = try mappedItem(contentHTML: html)

        #expect(item.summary == text)
        #expect(item.content == text)
    }

    @Test(
        "drops tags, nested or left open, and breaks paragraphs at block elements",
        arguments: [
            (
                "<div><p>One<b>two</p></div><p>Three<ul><li>Four<li>Five</ul>", "Onetwo Three Four Five",
                "Onetwo\n\nThree\n\nFour\n\nFive"
            ),
            (
                "<h1>Head</h1><br/><BR>line<hr><figcaption>cap</figcaption><blockquote>q</blockquote><pre>a   b</pre>",
                "Head line cap q a b", "Head\n\nline\n\ncap\n\nq\n\na b"
            ),
            (
                "<img alt=\"a > b\" src='x>y'>after<a title=x>y</a> <td>cell</td><th>head</th>", "aftery cell head",
                "aftery cell head"
            ),
            (
                "<verylongelementnamebeyondsixteen>x</verylongelementnamebeyondsixteen><scripts>y</scripts><p/>z",
                "xy z", "xy\n\nz"
            ),
            ("1 < 2 <3 a<b <= c <", "1 < 2 <3 a", "1 < 2 <3 a"),
        ]
    )
    func dropsTags(_ html: String, text: String, paragraphs: String) throws {
        let item = try mappedItem(contentHTML: html)

        #expect(item.summary == text)
        #expect(item.content == paragraphs)
    }

    @Test(
        "skips scripts, styles, comments and declarations, closed or not",
        arguments: [
            (
                "<p>a</p><script>if (a < b && c) {}</script><STYLE type=\"text/css\">p { }</sTyLe >b<script>never closed",
                "a b", "a\n\nb"
            ),
            ("a<!-- b -->c<!-- -- -->d<!-- never closed", "acd", "acd"),
            ("<![CDATA[hidden]]> <!DOCTYPE html><?xml version=\"1.0\"?>end", "end", "end"),
        ]
    )
    func skipsInvisibleParts(_ html: String, text: String, paragraphs: String) throws {
        let item = try mappedItem(contentHTML: html)

        #expect(item.summary == text)
        #expect(item.content == paragraphs)
    }

    @Test(
        "ends comments, declarations and scripts where a browser does",
        arguments: [
            ("a<!-->b<!--->c<!-- x --!>d<!-- y -- z >still hidden-->e", "abcde"),
            ("<p>kept</p></script> after a stray end tag</STYLE> too", "kept after a stray end tag too"),
            ("<![CDATA[<script>]]&gt; text", "]]> text"),
            ("<!x a=\"b>c\">d<?php echo \"x>y\" ?>e", "c\">dy\" ?>e"),
        ]
    )
    func endsHiddenPartsAsBrowsersDo(_ html: String, text: String) throws {
        #expect(try mappedItem(contentHTML: html).summary == text)
    }

    @Test("collapses whitespace runs, line breaks and no-break spaces, and trims both ends")
    func collapsesWhitespace() throws {
        let item = try mappedItem(contentHTML: "  lead  and   trail \n\t with\r\nbreaks\u{A0}and\u{A0}\u{A0}nbsp  ")

        #expect(item.summary == "lead and trail with breaks and nbsp")
        #expect(item.content == "lead and trail with breaks and nbsp")
    }

    @Test("gives text that needs no reduction back as it is, and none for markup alone")
    func keepsPlainText() throws {
        #expect(
            try mappedItem(contentHTML: "Plain words, one space each: © 2024").summary
                == "Plain words, one space each: © 2024")
        #expect(try mappedItem(contentHTML: "<p> </p><br>&nbsp;").summary == nil)
    }

    @Test("reads a CDATA section's markup in an RSS description as HTML")
    func readsCDATA() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                "<item><guid>1</guid><description><![CDATA[<p>Tom &amp; Jerry</p>  <p>x</p>]]></description></item>"))

        let item = try #require(try RSSFeedMapper().map(document).items.first)

        #expect(item.summary == "Tom & Jerry x")
    }

    // MARK: - Helpers

    private func mappedItem(contentHTML: String) throws -> FeedItemFields {
        let item = try JSONSerialization.data(withJSONObject: ["id": "1", "content_html": contentHTML])
        let document = FeedDocument.fixture(
            #"{"version": "https://jsonfeed.org/version/1.1", "items": ["# + String(decoding: item, as: UTF8.self)
                + "]}",
            url: "https://example.com/feed.json")
        let mapped = try #require(try JSONFeedMapper().map(document).items.first)
        return FeedItemFields(summary: mapped.summary, content: mapped.content)
    }

    private struct FeedItemFields {
        let summary: String?
        let content: String?
    }
}
