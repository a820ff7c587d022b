#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The sample feed the preview serves instead of the network: an RSS 2.0 document of eight items.
///
/// Embedded as a string literal, not a resource bundle: on Linux `Bundle.module` stops the process when
/// the bundle is not next to the executable. Its address uses the reserved `.invalid` domain, so it can
/// never reach a real server. Each item's image lives under ``imageDirectory``.
public enum BundledSampleFeed {
    /// The feed's own address: `https://sample.feed.invalid/feed.xml`.
    public static let url = address("https://sample.feed.invalid/feed.xml")
    /// The folder of the items' images: every `.png` under it is served as ``imageData``.
    public static let imageDirectory = address("https://sample.feed.invalid/images/")
    /// The entity tag served with the feed, so the preview exercises conditional requests (304) too.
    public static let etag = "\"sample-feed-1\""
    /// The `Content-Type` served with the feed.
    public static let contentType = "application/rss+xml; charset=utf-8"
    /// How many items the sample holds.
    public static let itemCount = 8

    /// The document's bytes, UTF-8.
    public static var data: Data { Data(document.utf8) }

    /// The bytes served for every sample image: a 1×1 transparent PNG.
    public static let imageData = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x64, 0x60, 0xF8, 0x5F,
        0x0F, 0x00, 0x02, 0x87, 0x01, 0x80, 0xEB, 0x47, 0xBA, 0x92, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])

    /// The RSS 2.0 document.
    public static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
          <channel>
            <title>Field Notes (sample)</title>
            <link>https://sample.feed.invalid/</link>
            <description>A sample feed bundled with the reader, for trying it without a network.</description>
            <language>en</language>
            <lastBuildDate>Mon, 02 Jun 2025 09:30:00 GMT</lastBuildDate>
            <item>
              <title>Reading feeds offline</title>
              <link>https://sample.feed.invalid/posts/offline</link>
              <guid isPermaLink="false">sample-8</guid>
              <pubDate>Mon, 02 Jun 2025 09:30:00 GMT</pubDate>
              <dc:creator>Ada Byron</dc:creator>
              <description><![CDATA[<p>Every feed you read is <em>saved</em>, so <code>--offline</code> shows it on a train.</p>]]></description>
              <media:thumbnail url="https://sample.feed.invalid/images/offline.png"/>
            </item>
            <item>
              <title>Conditional requests, explained</title>
              <link>https://sample.feed.invalid/posts/etags</link>
              <guid isPermaLink="false">sample-7</guid>
              <pubDate>Fri, 30 May 2025 16:05:00 GMT</pubDate>
              <dc:creator>Grace Hopper</dc:creator>
              <description>An ETag lets the server answer &quot;304 Not Modified&quot; instead of sending the feed again.</description>
              <enclosure url="https://sample.feed.invalid/images/etags.png" type="image/png" length="70"/>
            </item>
            <item>
              <title>Why stale is better than nothing</title>
              <link>https://sample.feed.invalid/posts/stale</link>
              <guid isPermaLink="false">sample-6</guid>
              <pubDate>Wed, 28 May 2025 11:00:00 GMT</pubDate>
              <dc:creator>Ada Byron</dc:creator>
              <description>A copy older than a day is still shown, marked stale, when the network is down.</description>
            </item>
            <item>
              <title>Three formats, one reader</title>
              <link>https://sample.feed.invalid/posts/formats</link>
              <guid isPermaLink="false">sample-5</guid>
              <pubDate>Mon, 26 May 2025 08:45:00 GMT</pubDate>
              <dc:creator>Alan Kay</dc:creator>
              <description><![CDATA[RSS, Atom &amp; JSON Feed all become the same <strong>feed</strong>.]]></description>
              <media:thumbnail url="https://sample.feed.invalid/images/formats.png"/>
            </item>
            <item>
              <title>Importing subscriptions with OPML</title>
              <link>https://sample.feed.invalid/posts/opml</link>
              <guid isPermaLink="false">sample-4</guid>
              <pubDate>Thu, 22 May 2025 19:20:00 GMT</pubDate>
              <dc:creator>Grace Hopper</dc:creator>
              <description>Bring your subscriptions from another reader in one file.</description>
            </item>
            <item>
              <title>Keeping the cache small</title>
              <link>https://sample.feed.invalid/posts/prune</link>
              <guid isPermaLink="false">sample-3</guid>
              <pubDate>Tue, 20 May 2025 07:10:00 GMT</pubDate>
              <dc:creator>Alan Kay</dc:creator>
              <description>Copies older than thirty days are pruned; nothing else is ever deleted.</description>
            </item>
            <item>
              <title>Timeouts in whole seconds</title>
              <link>https://sample.feed.invalid/posts/timeouts</link>
              <guid isPermaLink="false">sample-2</guid>
              <pubDate>Sat, 17 May 2025 13:30:00 GMT</pubDate>
              <dc:creator>Ada Byron</dc:creator>
              <description>A slow server gets ten seconds by default; --timeout changes that.</description>
              <media:thumbnail url="https://sample.feed.invalid/images/timeouts.png"/>
            </item>
            <item>
              <title>Hello, feeds</title>
              <link>https://sample.feed.invalid/posts/hello</link>
              <guid isPermaLink="false">sample-1</guid>
              <pubDate>Thu, 15 May 2025 10:00:00 GMT</pubDate>
              <dc:creator>Grace Hopper</dc:creator>
              <description>The first post of the sample feed: what this reader is for.</description>
            </item>
          </channel>
        </rss>
        """

    /// A URL from a literal that is known to be valid; the fallback only keeps the code free of force unwraps.
    private static func address(_ literal: String) -> URL {
        URL(string: literal) ?? URL(fileURLWithPath: "/sample.feed.invalid")
    }
}
