import Domain
import FeedFormats
import Foundation
import Testing

@Suite("RSSFeedMapper")
struct RSSFeedMapperTests {
    @Test("maps the channel and every item field of an RSS 2.0 feed")
    func mapsRSS2() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                """
                <item><guid isPermaLink="false">post-1</guid><title>First</title>
                <link>https://example.com/posts/1</link><description>Hello world</description>
                <pubDate>Tue, 05 Mar 2024 14:30:00 GMT</pubDate><dc:creator>Ada</dc:creator>
                <media:thumbnail url="https://example.com/1.jpg"/></item>
                """
            )
        )

        let feed = try makeSUT().map(document)

        #expect(feed.title == "Blog")
        #expect(feed.link == url("https://example.com/"))
        #expect(
            feed.items == [
                FeedItem(
                    id: "post-1", title: "First", summary: "Hello world", link: url("https://example.com/posts/1"),
                    imageURL: url("https://example.com/1.jpg"), author: "Ada",
                    published: Date(timeIntervalSince1970: 1_709_649_000))
            ]
        )
    }

    @Test("maps RSS 1.0 (RDF) items, which sit beside the channel, with rdf:about as id and dc:date")
    func mapsRSS1() throws {
        let document = FeedDocument.fixture(
            """
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
              xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel rdf:about="https://example.com/"><title>Blog</title><link>https://example.com/</link></channel>
            <item rdf:about="https://example.com/posts/1"><title>First</title><link>https://example.com/posts/1</link>
            <dc:date>2024-03-05T14:30:00Z</dc:date><dc:creator>Ada</dc:creator></item>
            </rdf:RDF>
            """
        )

        let feed = try makeSUT().map(document)

        #expect(feed.title == "Blog")
        #expect(feed.items.map(\.id) == ["https://example.com/posts/1"])
        #expect(feed.items.first?.published == Date(timeIntervalSince1970: 1_709_649_000))
        #expect(feed.items.first?.author == "Ada")
    }

    @Test("decodes CDATA and entities, leaving no &amp; in text")
    func decodesCDATAAndEntities() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                """
                <item><guid>1</guid><title>Fish &amp;amp; Chips &#8211; &lt;b&gt;fried&lt;/b&gt;</title>
                <description><![CDATA[<p>Caf&eacute; &amp; <b>bar</b>&nbsp;open</p>]]></description></item>
                """
            )
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.title == "Fish & Chips \u{2013} fried")
        #expect(item.summary == "Café & bar open")
    }

    @Test("reduces HTML summaries to text: tags, comments and scripts dropped, whitespace collapsed")
    func reducesHTMLSummaries() throws {
        let html =
            "&lt;div&gt;&lt;!-- ad --&gt;&lt;script&gt;var a = 1 &amp;lt; 2;&lt;/script&gt;&lt;h1&gt;Title&lt;/h1&gt;"
            + "&lt;p&gt;One&lt;br/&gt;two   &lt;em&gt;three&lt;/em&gt;, 1 &amp;lt; 2&lt;/p&gt;&lt;/div&gt;"
        let document = FeedDocument.fixture(rssFixture("<item><guid>1</guid><description>\(html)</description></item>"))

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.summary == "Title One two three, 1 < 2")
    }

    @Test("falls back to content:encoded when an item has no description")
    func usesContentEncoded() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                "<item><guid>1</guid><content:encoded><![CDATA[<p>Full <i>text</i></p>]]></content:encoded></item>")
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.summary == "Full text")
    }

    @Test("matches namespaced elements by URI whatever prefix the feed chose")
    func matchesNamespacesByURI() throws {
        let document = FeedDocument.fixture(
            """
            <rss version="2.0" xmlns:m="http://search.yahoo.com/mrss/" xmlns:d="http://purl.org/dc/elements/1.1/">
            <channel><title>Blog</title>
            <item><guid>1</guid><d:creator>Grace</d:creator><m:content url="https://example.com/a.png" medium="image"/>
            <media:thumbnail xmlns:media="http://example.com/not-media" url="https://example.com/wrong.png"/></item>
            </channel></rss>
            """
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.author == "Grace")
        #expect(item.imageURL == url("https://example.com/a.png"))
    }

    @Test("resolves relative links against xml:base, else the document's URL")
    func resolvesRelativeLinks() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                """
                <item><guid>1</guid><link>posts/1</link></item>
                <item xml:base="https://cdn.example.org/2024/"><guid>2</guid><link>../posts/2</link>
                <enclosure url="img/2.jpg" type="image/jpeg" length="1"/></item>
                """
            ),
            url: "https://example.com/blog/feed.xml"
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.link) == [url("https://example.com/blog/posts/1"), url("https://cdn.example.org/posts/2")])
        #expect(items.last?.imageURL == url("https://cdn.example.org/2024/img/2.jpg"))
    }

    @Test("takes images from media:content, image enclosures and itunes:image, ignoring audio enclosures")
    func findsImages() throws {
        let document = FeedDocument.fixture(
            rssFixture(
                """
                <item><guid>1</guid><media:group><media:content url="https://e.com/1.png" type="image/png"/></media:group></item>
                <item><guid>2</guid><enclosure url="https://e.com/2.mp3" type="audio/mpeg" length="1"/>
                <itunes:image href="https://e.com/2.jpg"/></item>
                <item><guid>3</guid><enclosure url="https://e.com/3.mp3" type="audio/mpeg" length="1"/></item>
                """
            )
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.imageURL) == [url("https://e.com/1.png"), url("https://e.com/2.jpg"), nil])
    }

    @Test("gives items without a guid their link as id, else a stable hash of their content")
    func givesStableIDs() throws {
        let items = """
            <item><link>https://example.com/a</link><title>A</title></item>
            <item><title>B</title><description>Body</description><pubDate>Tue, 05 Mar 2024 14:30:00 GMT</pubDate></item>
            """
        let first = try makeSUT().map(.fixture(rssFixture(items))).items
        let second = try makeSUT().map(.fixture(rssFixture(items))).items

        #expect(first.map(\.id).first == "https://example.com/a")
        // Ids are stored with read state and cached copies: this value must not change between versions.
        #expect(first.last?.id == "fnv1a64:a58eae77ed0c9fa7")
        #expect(first.map(\.id) == second.map(\.id))
    }

    @Test("trims spaces, line breaks and no-break spaces around a guid and a link, keeping those inside")
    func trimsGuidsAndLinks() throws {
        let items = """
            <item><guid isPermaLink="false">\n  post 1\t</guid><link> https://example.com/1 </link></item>
            <item><guid isPermaLink="false">\u{A0}post 2\u{A0}</guid><link>\nhttps://example.com/2</link></item>
            <item><guid isPermaLink="false">post-3</guid></item>
            """

        let mapped = try makeSUT().map(.fixture(rssFixture(items))).items

        #expect(mapped.map(\.id) == ["post 1", "post 2", "post-3"])
        #expect(mapped.map(\.link) == [url("https://example.com/1"), url("https://example.com/2"), nil])
    }

    @Test("keeps the first of items that share an id")
    func dropsDuplicates() throws {
        let document = FeedDocument.fixture(
            rssFixture("<item><guid>1</guid><title>first</title></item><item><guid>1</guid><title>again</title></item>")
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.title) == ["first"])
    }

    @Test("uses a permalink guid as the link and the name in an author's parentheses")
    func usesPermalinkGuidAndAuthorName() throws {
        let document = FeedDocument.fixture(
            rssFixture("<item><guid>https://example.com/p/9</guid><author>ada@example.com (Ada L.)</author></item>")
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.link == url("https://example.com/p/9"))
        #expect(item.author == "Ada L.")
    }

    @Test("maps a channel without items to an empty feed that keeps its title")
    func mapsEmptyChannel() throws {
        let feed = try makeSUT().map(.fixture(rssFixture("")))

        #expect(feed == Feed(title: "Blog", link: url("https://example.com/"), items: []))
    }

    @Test("rejects an Atom document as not RSS")
    func rejectsAtom() {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture(atomFixture("")))
        }

        #expect(error == .notAFeed(reason: "its root element is <feed>, not <rss> or <rdf:RDF>"))
    }

    // MARK: - Helpers

    private func makeSUT() -> RSSFeedMapper {
        RSSFeedMapper()
    }
}
