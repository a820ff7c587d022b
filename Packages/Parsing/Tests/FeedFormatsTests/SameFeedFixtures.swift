import Domain
import FeedFormats
import Foundation

/// One feed, two posts, written in every format the mappers read.
enum SameFeedFixtures {
    /// A format, its document and its mapper.
    struct Format: Sendable, CustomStringConvertible {
        let description: String
        let text: String
        let mapper: any FeedMapper
    }

    static let formats: [Format] = [
        Format(description: "RSS 2.0", text: rss2, mapper: RSSFeedMapper()),
        Format(description: "RSS 1.0", text: rss1, mapper: RSSFeedMapper()),
        Format(description: "Atom 1.0", text: atom, mapper: AtomFeedMapper()),
        Format(description: "JSON Feed 1.1", text: jsonFeed, mapper: JSONFeedMapper()),
        Format(description: "Essential Feed", text: essential, mapper: EssentialFeedMapper()),
    ]

    /// What every format but the Essential Feed carries.
    static let feed = Feed(
        title: "Blog",
        link: URL(string: "https://example.com/"),
        items: [
            FeedItem(
                id: "https://example.com/posts/1", title: "First & foremost", summary: "Hello world",
                link: URL(string: "https://example.com/posts/1"),
                imageURL: URL(string: "https://example.com/img/1.jpg"),
                author: "Ada", published: Date(timeIntervalSince1970: 1_709_649_000)),
            FeedItem(
                id: "https://example.com/posts/2", title: "Second", summary: "Plain text",
                link: URL(string: "https://example.com/posts/2"), imageURL: nil, author: "Ada",
                published: Date(timeIntervalSince1970: 1_709_641_800)),
        ]
    )

    private static let rss2 = """
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>Blog</title><link>https://example.com/</link>
        <item><guid>https://example.com/posts/1</guid><title>First &amp; foremost</title>
        <link>/posts/1</link><description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description>
        <pubDate>Tue, 05 Mar 2024 16:30:00 +0200</pubDate><dc:creator>Ada</dc:creator>
        <media:thumbnail url="img/1.jpg"/></item>
        <item><guid>https://example.com/posts/2</guid><title>Second</title><link>https://example.com/posts/2</link>
        <description>Plain text</description><pubDate>Tue, 05 Mar 2024 12:30:00 GMT</pubDate>
        <dc:creator>Ada</dc:creator></item>
        </channel></rss>
        """

    private static let rss1 = """
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
          xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
        <channel rdf:about="https://example.com/"><title>Blog</title><link>https://example.com/</link></channel>
        <item rdf:about="https://example.com/posts/1"><title>First &amp; foremost</title>
        <link>https://example.com/posts/1</link><description><![CDATA[<p>Hello <b>world</b></p>]]></description>
        <dc:date>2024-03-05T14:30:00Z</dc:date><dc:creator>Ada</dc:creator>
        <media:thumbnail url="https://example.com/img/1.jpg"/></item>
        <item rdf:about="https://example.com/posts/2"><title>Second</title><link>https://example.com/posts/2</link>
        <description>Plain text</description><dc:date>2024-03-05T12:30:00+00:00</dc:date><dc:creator>Ada</dc:creator></item>
        </rdf:RDF>
        """

    private static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
        <title>Blog</title><link href="https://example.com/"/><author><name>Ada</name></author>
        <entry><id>https://example.com/posts/1</id><title type="html">First &amp;amp; foremost</title>
        <link href="/posts/1"/><summary type="html">&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</summary>
        <published>2024-03-05T14:30:00Z</published><link rel="enclosure" type="image/jpeg" href="/img/1.jpg"/></entry>
        <entry><id>https://example.com/posts/2</id><title>Second</title><link href="https://example.com/posts/2"/>
        <summary>Plain text</summary><updated>2024-03-05T07:30:00-05:00</updated></entry>
        </feed>
        """

    private static let jsonFeed = """
        {"version": "https://jsonfeed.org/version/1.1", "title": "Blog", "home_page_url": "https://example.com/",
         "authors": [{"name": "Ada"}],
         "items": [
          {"id": "https://example.com/posts/1", "url": "/posts/1", "title": "First & foremost",
           "content_html": "<p>Hello <b>world</b></p>", "image": "/img/1.jpg", "date_published": "2024-03-05T14:30:00Z"},
          {"id": "https://example.com/posts/2", "url": "https://example.com/posts/2", "title": "Second",
           "content_text": "Plain text", "date_published": "2024-03-05T12:30:00Z"}]}
        """

    private static let essential = """
        {"items": [
          {"id": "https://example.com/posts/1", "location": "First & foremost", "description": "Hello world",
           "image": "https://example.com/img/1.jpg"},
          {"id": "https://example.com/posts/2", "location": "Second", "description": "Plain text"}]}
        """
}
