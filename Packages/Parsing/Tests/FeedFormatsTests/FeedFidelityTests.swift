import Domain
import FeedFormats
import Foundation
import Testing

/// Feeds as they are published, read as established parsers (feedparser) read them.
@Suite("Feed fidelity")
struct FeedFidelityTests {
    @Test("reads RSS in a default namespace and behind a prefix as RSS")
    func namespacedRSS() throws {
        let defaultNamespace = """
            <rss xmlns="http://backend.userland.com/rss2" version="2.0"><channel><title>T</title>
            <item><guid>1</guid><title>A</title></item></channel></rss>
            """
        let prefixed = """
            <r:rss xmlns:r="http://backend.userland.com/rss2"><r:channel><r:title>T</r:title>
            <r:item><r:guid>1</r:guid><r:title>A</r:title></r:item></r:channel></r:rss>
            """

        for document in [defaultNamespace, prefixed] {
            let feed = try map(document)
            #expect(feed.title == "T")
            #expect(feed.items.map(\.title) == ["A"])
        }
    }

    @Test("reads CDF, Microsoft's 1997 channel format")
    func cdf() throws {
        let document = """
            <CHANNEL HREF="http://example.com/"><TITLE>Channel</TITLE>
            <ITEM HREF="http://example.com/a" LASTMOD="2002-09-05T10:00"><TITLE>A</TITLE><ABSTRACT>About a</ABSTRACT></ITEM>
            </CHANNEL>
            """

        let feed = try map(document)

        #expect(feed.title == "Channel")
        #expect(feed.link?.absoluteString == "http://example.com/")
        #expect(feed.items.map(\.title) == ["A"])
        #expect(feed.items.first?.link?.absoluteString == "http://example.com/a")
        #expect(feed.items.first?.summary == "About a")
    }

    @Test("takes item fields from Dublin Core, Media RSS, iTunes and Atom when RSS's own are missing")
    func fallbackElements() throws {
        let document = """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"
              xmlns:media="http://search.yahoo.com/mrss/" xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd"
              xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title>
            <item><guid>1</guid><dc:title>DC title</dc:title><dc:description>DC text</dc:description>
              <dcterms:issued>2024-01-02T03:04:05Z</dcterms:issued><itunes:author>Pod Caster</itunes:author>
              <itunes:image href="http://example.com/i.png"/></item>
            <item><guid>2</guid><media:title>Media title</media:title><media:description>Media text</media:description>
              <atom:link rel="alternate" href="http://example.com/2"/><atom:updated>2024-02-03T04:05:06Z</atom:updated>
              <atom:author><atom:name>Atom Author</atom:name></atom:author></item>
            <item><guid>3</guid><title>T3</title><body xmlns="http://www.w3.org/1999/xhtml"><p>XHTML body</p></body>
              <author>Jo Doe (jo@example.com)</author><dcterms:modified>2024-03-04T05:06:07Z</dcterms:modified></item>
            </channel></rss>
            """

        let items = try map(document).items

        #expect(items.map(\.title) == ["DC title", "Media title", "T3"])
        #expect(items.map(\.summary) == ["DC text", "Media text", "XHTML body"])
        #expect(items.map(\.author) == ["Pod Caster", "Atom Author", "Jo Doe"])
        #expect(items.map { $0.published?.timeIntervalSince1970 } == [1_704_164_645, 1_706_933_106, 1_709_528_767])
        #expect(items[0].imageURL?.absoluteString == "http://example.com/i.png")
        #expect(items[1].link?.absoluteString == "http://example.com/2")
    }

    @Test("takes the other fallbacks: dc:author, dcterms:created, Atom content and published, body, fullitem")
    func moreFallbackElements() throws {
        let document = """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"
              xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title>
            <item><guid>1</guid><dc:author>Dee Author</dc:author><dcterms:created>2024-01-02T03:04:05Z</dcterms:created>
              <atom:content type="html">&lt;p&gt;Atom content&lt;/p&gt;</atom:content></item>
            <item><guid>2</guid><author><name>Child Name</name></author><atom:published>2024-02-03T04:05:06Z</atom:published>
              <body><p>Plain body</p></body></item>
            <item><guid>3</guid><fullitem>&lt;p&gt;Full item&lt;/p&gt;</fullitem></item>
            </channel></rss>
            """

        let items = try map(document).items

        #expect(items.map(\.author) == ["Dee Author", "Child Name", nil])
        #expect(items.map(\.summary) == ["Atom content", "Plain body", "Full item"])
        #expect(items.map { $0.published?.timeIntervalSince1970 } == [1_704_164_645, 1_706_933_106, nil])
    }

    @Test("decodes Atom 0.3's base64 content and keeps the text of html content holding elements")
    func atomContent() throws {
        let encoded = Data("<p>Hello <b>there</b></p>".utf8).base64EncodedString()
        let document = """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#"><title>T</title>
            <entry><id>1</id><content type="text/html" mode="base64">\(encoded)</content></entry>
            <entry><id>2</id><content type="application/octet-stream">\(encoded)</content></entry>
            <entry><id>3</id><content type="html"><p>Kept <b>text</b></p></content></entry>
            </feed>
            """

        let items = try map(document).items

        #expect(items.map(\.summary) == ["Hello there", "Hello there", "Kept text"])
    }

    @Test("resolves an empty href to the base")
    func emptyHrefIsTheBase() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://example.com/blog/"><title>T</title>
            <link href=""/><entry><id>1</id><link href=""/></entry></feed>
            """

        let feed = try map(document)

        #expect(feed.link?.absoluteString == "http://example.com/blog/")
        #expect(feed.items.first?.link?.absoluteString == "http://example.com/blog/")
    }

    @Test("keeps items with neither id nor link that repeat each other, and still drops repeated ids")
    func identicalItemsAreKept() throws {
        let feed = try map(
            rssFixture(
                "<item><title>Same</title></item><item><title>Same</title></item><item><title>Same</title></item>"
                    + "<item><guid>x</guid></item><item><guid>x</guid></item>"))

        #expect(feed.items.count == 4)
        #expect(Set(feed.items.map(\.id)).count == 4)
        #expect(feed.items.filter { $0.title == "Same" }.count == 3)
    }

    @Test("drops markup inside an attribute value from the summary")
    func attributeMarkupDoesNotLeak() throws {
        let feed = try map(
            rssFixture("<item><guid>1</guid><description>&lt;img alt=\"a > dog\"&gt;Woof</description></item>"))

        #expect(feed.items.first?.summary == "Woof")
    }

    @Test("leaves script and style out of XHTML content, and reads a description inside a media:group")
    func scriptsAndMediaGroups() throws {
        let document = """
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
            <item><guid>1</guid><body xmlns="http://www.w3.org/1999/xhtml">safe<script>alert(1)</script>
              <style>p {}</style> text</body></item>
            <item><guid>2</guid><media:group><media:description>In the group</media:description></media:group></item>
            </channel></rss>
            """

        let items = try map(document).items

        #expect(items.map(\.summary) == ["safe text", "In the group"])
    }

    @Test("takes a guid as the link unless it says it is no permalink, resolving a relative one against xml:base")
    func guidAsLink() throws {
        let document = """
            <rss version="2.0"><channel><title>T</title>
            <item xml:base="http://example.com/posts/"><guid>a</guid></item>
            <item><guid isPermaLink="false">b</guid></item></channel></rss>
            """

        let items = try map(document).items

        #expect(items.map(\.link?.absoluteString) == ["http://example.com/posts/a", nil])
        #expect(items.map(\.id) == ["a", "b"])
    }

    @Test("reads XHTML content's inline elements and MathML as a browser does, without spaces around them")
    func inlineXHTML() throws {
        let document = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><id>1</id>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Read it on <a href="/x">our site</a>:
            <em>now</em>, or <span>later</span>.</p><p>Sum: <math xmlns="http://www.w3.org/1998/Math/MathML">
            <mrow><mi>x</mi><mo>=</mo><mn>2</mn></mrow></math></p></div></content></entry></feed>
            """

        let item = try #require(try map(document).items.first)

        #expect(item.summary == "Read it on our site: now, or later. Sum: x=2")
    }

    @Test("gives no link for a guid whose host no browser accepts, and keeps the guid as the id")
    func unusableHost() throws {
        let document = """
            <rss version="2.0"><channel><title>T</title>
            <item><guid>https://news.exa[mple.org/1</guid></item>
            <item><guid>https://news.example.org/a b</guid></item></channel></rss>
            """

        let items = try map(document).items

        #expect(items.map(\.link?.absoluteString) == [nil, "https://news.example.org/a%20b"])
        #expect(items.map(\.id) == ["https://news.exa[mple.org/1", "https://news.example.org/a b"])
    }

    // MARK: - Helpers

    private func map(_ text: String) throws -> Feed {
        try DetectingFeedMapper().map(.fixture(text))
    }
}
