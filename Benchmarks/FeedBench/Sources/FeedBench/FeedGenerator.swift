import Foundation

/// Writes the documents the benchmark reads: RSS 2.0 and Atom of 1,000 and 10,000 items shaped like real
/// blog feeds (escaped HTML summaries, namespaces, dates), and one 4 MB text element of escaped HTML.
enum FeedGenerator {
    static let names = ["rss-1000.xml", "rss-10000.xml", "atom-1000.xml", "atom-10000.xml", "text-4mb.xml"]

    static func writeAll(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let documents = [rss(items: 1_000), rss(items: 10_000), atom(entries: 1_000), atom(entries: 10_000), text()]
        for (name, document) in zip(names, documents) {
            try Data(document.utf8).write(to: directory.appendingPathComponent(name))
        }
    }

    private static let paragraph =
        "&lt;p&gt;Swift&amp;#8217;s &lt;a href=&quot;https://example.com/x?a=1&amp;amp;b=2&quot;&gt;new release&lt;/a&gt; "
        + "brings &lt;em&gt;faster&lt;/em&gt; builds, better diagnostics &amp;amp; a few surprises.&lt;/p&gt;"

    private static func rss(items: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel><title>Example Blog</title><link>https://example.com/</link>
            <description>Posts</description>

            """
        for index in 0..<items {
            text += """
                <item><title>Post number \(index): notes &amp; thoughts</title>
                <link>https://example.com/posts/\(index)</link><guid isPermaLink="false">post-\(index)</guid>
                <pubDate>Mon, 0\(index % 9 + 1) Jun 2026 10:\(10 + index % 50):00 GMT</pubDate>
                <dc:creator>Author \(index % 7)</dc:creator><category>swift</category>
                <description>\(paragraph)</description></item>

                """
        }
        return text + "</channel></rss>\n"
    }

    private static func atom(entries: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Example Blog</title>
            <link href="https://example.com/"/><id>urn:example:blog</id><updated>2026-06-01T10:00:00Z</updated>

            """
        for index in 0..<entries {
            text += """
                <entry><title>Post number \(index)</title><link rel="alternate" href="https://example.com/posts/\(index)"/>
                <id>urn:example:post:\(index)</id><updated>2026-06-0\(index % 9 + 1)T10:\(10 + index % 50):00Z</updated>
                <author><name>Author \(index % 7)</name></author>
                <summary type="html">\(paragraph)</summary></entry>

                """
        }
        return text + "</feed>\n"
    }

    private static func text() -> String {
        let target = 4 << 20
        var body = ""
        body.reserveCapacity(target + paragraph.utf8.count)
        while body.utf8.count < target { body += paragraph + "\n" }
        return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Big</title><item><description>"
            + body + "</description></item></channel></rss>\n"
    }
}
