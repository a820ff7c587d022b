import Foundation
import NetworkingTestSupport

/// Feeds in each format the reader speaks, as a server would send them.
enum FeedFixtures {
    static func rss(title: String = "RSS Example", items: Int = 3, imageBase: URL? = nil) -> ScriptedResponse {
        let entries = (0..<items).map { $0 + 1 }.map { index in
            let image =
                imageBase.map {
                    "<enclosure url=\"\($0.absoluteString)/img\(index).png\" type=\"image/png\" length=\"4\"/>"
                } ?? ""
            return """
                <item><title>RSS item \(index)</title><link>https://rss.example.org/\(index)</link>
                <guid>rss-\(index)</guid><description>Summary \(index)</description>
                <pubDate>\(rfc822(daysAgo: index))</pubDate>\(image)</item>
                """
        }
        let body = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(title)</title><link>https://rss.example.org</link>
            \(entries.joined(separator: "\n"))
            </channel></rss>
            """
        return .ok(body, contentType: "application/rss+xml; charset=utf-8")
    }

    /// An RSS feed whose items are titled `titles`, newest first, each linked on example.org.
    static func rss(title: String, itemTitles titles: [String]) -> ScriptedResponse {
        let entries = titles.enumerated().map { index, itemTitle in
            """
            <item><title>\(itemTitle)</title><link>https://example.org/\(index)</link><guid>t-\(index)</guid>
            <pubDate>\(rfc822(daysAgo: index + 1))</pubDate></item>
            """
        }
        let body = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(title)</title>
            \(entries.joined(separator: "\n"))
            </channel></rss>
            """
        return .ok(body, contentType: "application/rss+xml; charset=utf-8")
    }

    static let atom = ScriptedResponse.ok(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Example</title>
        <link href="https://atom.example.org/"/><id>urn:atom</id><updated>2026-01-01T00:00:00Z</updated>
        <entry><title>Atom entry one</title><id>urn:atom:1</id><link href="https://atom.example.org/1"/>
        <updated>2026-01-02T10:00:00Z</updated><summary>First</summary></entry>
        <entry><title>Atom entry two</title><id>urn:atom:2</id><link href="https://atom.example.org/2"/>
        <updated>2026-01-03T10:00:00Z</updated><summary>Second</summary></entry>
        </feed>
        """, contentType: "application/atom+xml")

    static let jsonFeed = ScriptedResponse.ok(
        """
        {"version": "https://jsonfeed.org/version/1.1", "title": "JSON Example",
         "home_page_url": "https://json.example.org/",
         "items": [
          {"id": "j1", "title": "JSON item one", "url": "https://json.example.org/1",
           "content_text": "One", "date_published": "2026-01-02T10:00:00Z"},
          {"id": "j2", "title": "JSON item two", "url": "https://json.example.org/2",
           "content_text": "Two", "date_published": "2026-01-03T10:00:00Z"}
         ]}
        """, contentType: "application/feed+json")

    static let cutShort = ScriptedResponse.ok(
        "<rss><channel><title>Cut short</title><item><title>Kept</title>", contentType: "application/rss+xml")

    static let noDocument = ScriptedResponse.ok(
        "<?xml version=\"1.0\"?>", contentType: "application/rss+xml")

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])

    private static func rfc822(daysAgo: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date().addingTimeInterval(-Double(daysAgo) * 86_400))
    }
}
