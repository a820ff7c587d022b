import Domain
import Foundation

extension FeedDocument {
    /// A document holding `text` as UTF-8, read from `url`.
    static func fixture(
        _ text: String,
        url: String = "https://example.com/blog/feed.xml",
        contentType: String? = nil
    ) -> FeedDocument {
        fixture(bytes: Data(text.utf8), url: url, contentType: contentType)
    }

    /// A document holding `bytes` as they are, read from `url`.
    static func fixture(
        bytes: Data,
        url: String = "https://example.com/blog/feed.xml",
        contentType: String? = nil
    ) -> FeedDocument {
        FeedDocument(data: bytes, url: URL(string: url) ?? URL(fileURLWithPath: "/"), contentType: contentType)
    }
}

/// An RSS 2.0 document with the usual namespaces declared and `items` inside its channel.
func rssFixture(_ items: String, channel: String = "<title>Blog</title><link>https://example.com/</link>") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
      xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/"
      xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
    <channel>\(channel)
    \(items)
    </channel>
    </rss>
    """
}

/// An Atom 1.0 document with `entries` after the feed's own title and link.
func atomFixture(_ entries: String, feed: String = "<title>Blog</title><link href=\"https://example.com/\"/>") -> String
{
    """
    <?xml version="1.0" encoding="utf-8"?>
    <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
    \(feed)
    \(entries)
    </feed>
    """
}

/// A URL from a literal the test knows is valid.
func url(_ string: String) -> URL? {
    URL(string: string)
}
