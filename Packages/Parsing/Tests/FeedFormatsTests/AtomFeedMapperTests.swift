import Domain
import FeedFormats
import Foundation
import Testing

@Suite("AtomFeedMapper")
struct AtomFeedMapperTests {
    @Test("maps the feed and every entry field of an Atom 1.0 feed")
    func mapsAtom() throws {
        let document = FeedDocument.fixture(
            atomFixture(
                """
                <entry><id>tag:example.com,2024:1</id><title>First</title>
                <link rel="alternate" type="text/html" href="https://example.com/posts/1"/>
                <link rel="edit" href="https://example.com/edit/1"/>
                <summary>Hello world</summary><published>2024-03-05T14:30:00Z</published>
                <updated>2024-03-06T10:00:00Z</updated><author><name>Ada</name></author>
                <media:thumbnail url="https://example.com/1.jpg"/></entry>
                """
            )
        )

        let feed = try makeSUT().map(document)

        #expect(feed.title == "Blog")
        #expect(feed.link == url("https://example.com/"))
        #expect(
            feed.items == [
                FeedItem(
                    id: "tag:example.com,2024:1", title: "First", summary: "Hello world",
                    link: url("https://example.com/posts/1"), imageURL: url("https://example.com/1.jpg"), author: "Ada",
                    published: Date(timeIntervalSince1970: 1_709_649_000))
            ]
        )
    }

    @Test("reads text constructs by type: html decoded and reduced, xhtml reduced, text kept")
    func readsTextConstructs() throws {
        let document = FeedDocument.fixture(
            atomFixture(
                """
                <entry><id>1</id><title type="text">Use &lt;b&gt; for bold</title>
                <summary type="html">&lt;p&gt;Caf&amp;eacute; &amp;amp; &lt;b&gt;bar&lt;/b&gt;&lt;/p&gt;</summary></entry>
                <entry><id>2</id><title type="html"><![CDATA[A <em>B</em> &amp; C]]></title>
                <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>you</b></p></div></content></entry>
                """
            )
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.title) == ["Use <b> for bold", "A B & C"])
        #expect(items.map(\.summary) == ["Café & bar", "Hello you"])
    }

    @Test("resolves links against nested xml:base, then the document's URL")
    func resolvesLinksAgainstXMLBase() throws {
        let document = FeedDocument.fixture(
            """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.org/blog/">
            <title>Blog</title><link href="./"/>
            <entry xml:base="2024/"><id>1</id><link href="post-1.html"/>
            <link rel="enclosure" type="image/png" href="/img/1.png"/></entry>
            </feed>
            """,
            url: "https://feeds.example.net/atom"
        )

        let feed = try makeSUT().map(document)

        #expect(feed.link == url("https://example.org/blog/"))
        #expect(feed.items.first?.link == url("https://example.org/blog/2024/post-1.html"))
        #expect(feed.items.first?.imageURL == url("https://example.org/img/1.png"))
    }

    @Test("uses updated when there is no published date, and the feed's author when the entry names none")
    func fallsBackToUpdatedAndFeedAuthor() throws {
        let document = FeedDocument.fixture(
            atomFixture(
                "<entry><id>1</id><updated>2024-03-05T16:30:00+02:00</updated></entry>",
                feed: "<title>Blog</title><author><name>Team</name></author>"
            )
        )

        let item = try #require(try makeSUT().map(document).items.first)

        #expect(item.published == Date(timeIntervalSince1970: 1_709_649_000))
        #expect(item.author == "Team")
    }

    @Test("gives entries without an id their link, and keeps the first of duplicates")
    func idsAndDuplicates() throws {
        let document = FeedDocument.fixture(
            atomFixture(
                """
                <entry><link href="https://example.com/a"/><title>A</title></entry>
                <entry><id>https://example.com/a</id><title>A again</title></entry>
                """
            )
        )

        let items = try makeSUT().map(document).items

        #expect(items.map(\.id) == ["https://example.com/a"])
        #expect(items.map(\.title) == ["A"])
    }

    @Test("reads a <feed> in no namespace or another one as Atom, as established parsers do")
    func feedNamespaces() throws {
        for namespace in ["", " xmlns=\"http://example.com/newformat#\""] {
            let feed = try makeSUT().map(
                .fixture("<feed\(namespace)><title>x</title><entry><id>1</id><title>A</title></entry></feed>"))

            #expect(feed.title == "x")
            #expect(feed.items.map(\.title) == ["A"])
        }
    }

    @Test("names an author given only by email by the email")
    func authorByEmail() throws {
        let feed = try makeSUT().map(
            .fixture(
                "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><id>1</id><author><email>jo@example.com</email>"
                    + "</author></entry></feed>"))

        #expect(feed.items.first?.author == "jo@example.com")
    }

    @Test("takes the last of repeated or synonymous dates, as established parsers do")
    func repeatedDates() throws {
        let feed = try makeSUT().map(
            .fixture(
                """
                <feed version="0.3" xmlns="http://purl.org/atom/ns#">
                <entry><id>1</id><created>2010-12-01T10:14:55Z</created><created>2003-12-31T10:14:55Z</created></entry>
                <entry><id>2</id><issued>2004-01-01T19:48:21Z</issued><published>2010-01-01T19:48:21Z</published></entry>
                </feed>
                """))

        #expect(feed.items.map { $0.published?.timeIntervalSince1970 } == [1_072_865_695, 1_262_375_301])
    }

    @Test("takes an http id as the link of an entry or feed without an alternate link")
    func linkFromID() throws {
        let feed = try makeSUT().map(
            .fixture(
                "<feed xmlns=\"http://www.w3.org/2005/Atom\"><id>http://example.com/</id><entry><id>https://example.com/1</id>"
                    + "</entry><entry><id>urn:uuid:2</id></entry></feed>"))

        #expect(feed.link?.absoluteString == "http://example.com/")
        #expect(feed.items.map(\.link?.absoluteString) == ["https://example.com/1", nil])
    }

    // MARK: - Helpers

    private func makeSUT() -> AtomFeedMapper {
        AtomFeedMapper()
    }
}
