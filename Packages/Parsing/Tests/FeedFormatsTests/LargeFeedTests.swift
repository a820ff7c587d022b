import Domain
import FeedFormats
import Foundation
import Testing

/// Large feeds shaped like real ones (a podcast, a news site in a legacy encoding, a blog in Atom), built
/// here so every expectation follows from what the builder wrote.
@Suite("Large real-looking feeds")
struct LargeFeedTests {
    @Test("a 1,000-episode podcast with undeclared iTunes prefixes, HTML entities and enclosures")
    func podcast() throws {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Caf&eacute; Talk</title><link>https://pod.example/</link>
            <itunes:author>Ann &amp; Bob</itunes:author>

            """
        for index in 0..<1_000 {
            text += """
                <item><title>Episode \(index) &ndash; &ldquo;Notes&rdquo;</title>
                <guid isPermaLink="false">ep-\(index)</guid><link>https://pod.example/\(index)</link>
                <pubDate>Tue, 0\(index % 9 + 1) Jan 2024 10:00:00 +0000</pubDate>
                <itunes:author>Host \(index % 3)</itunes:author><itunes:image href="/art/\(index).jpg"/>
                <enclosure url="https://cdn.pod.example/\(index).mp3" type="audio/mpeg" length="1"/>
                <description><![CDATA[<p>Show notes for <b>\(index)</b> &amp; more</p>]]></description></item>

                """
        }
        text += "</channel></rss>"

        let feed = try DetectingFeedMapper().map(.fixture(text, url: "https://pod.example/feed.xml"))

        #expect(feed.title == "Café Talk")
        #expect(feed.items.count == 1_000)
        let last = try #require(feed.items.last)
        #expect(last.id == "ep-999")
        #expect(last.title == "Episode 999 \u{2013} \u{201C}Notes\u{201D}")
        #expect(last.author == "Host 0")
        #expect(last.imageURL?.absoluteString == "https://pod.example/art/999.jpg")
        #expect(last.summary == "Show notes for 999 & more")
        #expect(last.published == Date(timeIntervalSince1970: 1_704_103_200))
    }

    @Test("a 1,000-item news feed in windows-1251, served with a wrong charset and a BOM-less declaration")
    func legacyEncodedNews() throws {
        let privet: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]
        var bytes = Data(
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?>\n<rss version=\"2.0\"><channel><title>".utf8)
        bytes += Data(privet) + Data("</title>\n".utf8)
        for index in 0..<1_000 {
            bytes += Data("<item><guid>n\(index)</guid><title>".utf8) + Data(privet)
            bytes +=
                Data(" \(index)</title><description>&lt;p&gt;".utf8) + Data(privet)
                + Data("&lt;/p&gt;</description></item>\n".utf8)
        }
        bytes += Data("</channel></rss>".utf8)

        let feed = try DetectingFeedMapper().map(.fixture(bytes: bytes, contentType: "text/xml; charset=utf-8"))

        #expect(feed.title == "Привет")
        #expect(feed.items.count == 1_000)
        #expect(feed.items.last?.title == "Привет 999")
        #expect(feed.items.allSatisfy { $0.summary == "Привет" })
    }

    @Test("a 1,000-entry Atom blog with xml:base, XHTML content and a truncated end")
    func truncatedAtomBlog() throws {
        var text = """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://blog.example/"><title type="html">A &lt;i&gt;blog&lt;/i&gt;</title>

            """
        for index in 0..<1_000 {
            text += """
                <entry><id>tag:blog.example,2024:\(index)</id><title>Post \(index)</title>
                <link href="posts/\(index)"/><updated>2024-05-01T12:00:00Z</updated>
                <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Body&nbsp;\(index)</p></div></content>
                </entry>

                """
        }
        text += "<entry><id>tag:blog.example,2024:cut</id><title>Cut sh"

        let feed = try DetectingFeedMapper().map(.fixture(text))

        #expect(feed.title == "A blog")
        #expect(feed.items.count == 1_001)
        #expect(feed.items[999].link?.absoluteString == "https://blog.example/posts/999")
        #expect(feed.items[999].summary == "Body 999")
        #expect(feed.items.last?.title == "Cut sh")
    }
}
