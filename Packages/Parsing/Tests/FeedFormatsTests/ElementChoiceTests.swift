import Domain
import FeedFormats
import Foundation
import Testing

/// Where a feed gives a field twice, or in another format's element, the choice established parsers
/// (feedparser) make.
@Suite("Element choice")
struct ElementChoiceTests {
    @Test("takes the last of several RSS links, skipping self and enclosure links written Atom's way")
    func severalLinks() throws {
        let feed = try map(
            rssFixture(
                """
                <item><guid>1</guid><link>https://example.com/first</link><link>https://example.com/last</link></item>
                <item><guid>2</guid><link>https://example.com/page</link><link rel="self" href="https://example.com/self"/>
                  <link rel="enclosure" type="audio/mpeg" href="https://example.com/a.mp3"/></item>
                """,
                channel: "<title>T</title><link></link><link>https://example.com/</link>"))

        #expect(feed.link?.absoluteString == "https://example.com/")
        #expect(feed.items.map(\.link?.absoluteString) == ["https://example.com/last", "https://example.com/page"])
    }

    @Test("reads an RSS item written with Atom's elements and no namespace: id, link href, summary, updated")
    func rssItemWrittenLikeAtom() throws {
        let document = """
            <rss version="2.0"><channel><title>Show</title><link href="https://example.com/show"/>
            <item><title>Episode</title><link href="https://example.com/1"/><id>urn:uuid:1</id>
              <updated>2024-01-02T03:04:05Z</updated><summary>First episode</summary></item>
            </channel></rss>
            """

        let feed = try map(document)
        let item = try #require(feed.items.first)

        #expect(feed.link?.absoluteString == "https://example.com/show")
        #expect(item.id == "urn:uuid:1")
        #expect(item.link?.absoluteString == "https://example.com/1")
        #expect(item.summary == "First episode")
        #expect(item.published?.timeIntervalSince1970 == 1_704_164_645)
    }

    @Test("takes the first of description, summary and itunes:summary as the summary, before content:encoded")
    func firstSummaryElement() throws {
        let items = try map(
            rssFixture(
                """
                <item><guid>1</guid><summary>Summary</summary><description>Description</description></item>
                <item><guid>2</guid><itunes:summary>Longer</itunes:summary><content:encoded>&lt;p&gt;Full&lt;/p&gt;</content:encoded></item>
                """)
        ).items

        #expect(items.map(\.summary) == ["Summary", "Longer"])
        #expect(items.last?.content == "Full")
    }

    @Test("reads an RSS title written in any letter case, and iTunes images given by url or as a link")
    func titleCaseAndITunesImages() throws {
        let feed = try map(
            rssFixture(
                """
                <item><guid>1</guid><itunes:image url="https://example.com/1.png"/></item>
                <item><guid>2</guid><itunes:link rel="image" href="https://example.com/2.png"/></item>
                """,
                channel: "<TiTlE>Podcast</TiTlE>"))

        #expect(feed.title == "Podcast")
        #expect(
            feed.items.map(\.imageURL?.absoluteString) == ["https://example.com/1.png", "https://example.com/2.png"])
    }

    @Test("reads Atom entries written as <item>, and a media:description when there is no summary")
    func atomItemsAndMediaDescription() throws {
        let feed = try map(
            atomFixture(
                """
                <item><id>https://example.com/1</id><title>One</title></item>
                <entry><id>2</id><media:group><media:description>In the group</media:description></media:group></entry>
                """))

        #expect(feed.items.map(\.id) == ["https://example.com/1", "2"])
        #expect(feed.items.last?.summary == "In the group")
    }

    @Test("takes an Atom id that is a path from the site's root as the link, and lower-cases an id link's scheme")
    func atomIDsAsLinks() throws {
        let feed = try map(
            atomFixture(
                """
                <entry><id>/2024/post</id></entry><entry><id>HTTP://example.org/thing</id></entry>
                <entry><id>tag:example.com,2024:3</id></entry><entry><id>post</id></entry>
                """,
                feed: "<title>Blog</title><id>/blog</id>"))

        #expect(feed.link?.absoluteString == "https://example.com/blog")
        #expect(
            feed.items.map(\.link?.absoluteString) == [
                "https://example.com/2024/post", "http://example.org/thing", nil, nil,
            ])
        #expect(feed.items.map(\.id) == ["/2024/post", "HTTP://example.org/thing", "tag:example.com,2024:3", "post"])
    }

    @Test("resolves CDF item addresses against the channel's BASE")
    func cdfBase() throws {
        let document = """
            <CHANNEL BASE="http://base.example.org/" HREF="http://www.example.org/"><TITLE>C</TITLE>
            <ITEM HREF="/item/1"><TITLE>One</TITLE></ITEM></CHANNEL>
            """

        #expect(try map(document).items.first?.link?.absoluteString == "http://base.example.org/item/1")
    }

    @Test("names an Atom entry by its first author, else its source's, else its feed's, as RFC 4287 says")
    func atomAuthorInheritance() throws {
        let feed = try map(
            atomFixture(
                """
                <entry><id>1</id><author><name>First</name></author><author><name>Second</name></author></entry>
                <entry><id>2</id><source><author><name>Source Author</name></author></source></entry>
                <entry><id>3</id></entry>
                """,
                feed: "<title>Blog</title><author><name>Feed Author</name></author>"))

        #expect(feed.items.map(\.author) == ["First", "Source Author", "Feed Author"])
    }

    @Test("names an RSS author written as Name <address> by the name")
    func authorWithAngleBrackets() throws {
        let items = try map(
            rssFixture(
                """
                <item><guid>1</guid><author>Jo Doe &lt;jo@example.com&gt;</author></item>
                <item><guid>2</guid><author>&lt;jo@example.com&gt;</author></item>
                """)
        ).items

        #expect(items.map(\.author) == ["Jo Doe", "jo@example.com"])
    }

    // MARK: - Helpers

    private func map(_ text: String) throws -> Feed {
        try DetectingFeedMapper().map(.fixture(text))
    }
}
