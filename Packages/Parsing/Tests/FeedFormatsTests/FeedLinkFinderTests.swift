import Domain
import FeedFormats
import Foundation
import Testing

@Suite("FeedLinkFinder and the web pages the detecting mapper meets")
struct FeedLinkFinderTests {
    private let page = URL(string: "https://blog.example/posts/") ?? URL(fileURLWithPath: "/")

    @Test("finds RSS, Atom and JSON Feed links in the page's order, resolved against the page")
    func findsEveryFeedType() {
        let html = """
            <!DOCTYPE html><html><HEAD><title>Blog</title>
            <link rel="stylesheet" type="text/css" href="/style.css">
            <link rel="alternate" type="application/rss+xml" title="RSS" href="/feed.xml">
            <LINK REL='Alternate' TYPE='application/atom+xml' HREF='atom.xml'/>
            <link href=https://other.example/feed.json type=application/feed+json rel="home alternate">
            </head><body></body></html>
            """

        let feeds = FeedLinkFinder.feeds(in: Data(html.utf8), pageURL: page)

        #expect(
            feeds.map(\.absoluteString) == [
                "https://blog.example/feed.xml", "https://blog.example/posts/atom.xml",
                "https://other.example/feed.json",
            ])
    }

    @Test("skips links in comments, other relations and types, repeats, and non-web addresses")
    func skipsWhatIsNotAFeed() {
        let html = """
            <!-- <link rel="alternate" type="application/rss+xml" href="/commented.xml"> -->
            <link rel="alternate" type="text/html" href="/fr/">
            <link rel="feed" type="application/rss+xml" href="/not-alternate.xml">
            <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
            <link rel="alternate" type="application/rss+xml" href="/feed.xml?a=1&amp;b=2">
            <link rel="alternate" type="application/rss+xml" href="/feed.xml?a=1&b=2">
            <linkage rel="alternate" type="application/rss+xml" href="/linkage.xml">
            """

        let feeds = FeedLinkFinder.feeds(in: Data(html.utf8), pageURL: page)

        #expect(feeds.map(\.absoluteString) == ["https://blog.example/feed.xml?a=1&b=2"])
    }

    @Test("a page of many links gives at most the limit, and an unclosed tag ends the scan")
    func isBounded() {
        let link = "<link rel=alternate type=application/rss+xml href=/f"
        let many = (0..<100).map { "\(link)\($0)>" }.joined()
        let unclosed = "\(link)0>" + String(repeating: "<link rel=alternate ", count: 10_000)

        #expect(FeedLinkFinder.feeds(in: Data(many.utf8), pageURL: page).count == FeedLinkFinder.maxFeeds)
        #expect(FeedLinkFinder.feeds(in: Data(unclosed.utf8), pageURL: page).count == 1)
    }

    @Test("the detecting mapper names a web page's feeds; a page without any is still 'not a feed'")
    func mapperReportsWebPages() throws {
        let offering = """
            <html><head><link rel="alternate" type="application/atom+xml" href="/atom.xml"></head></html>
            """
        let plain = "<html><head><title>No feeds</title></head><body><p>Hi</p></body></html>"

        let offered = #expect(throws: FeedLoadingError.self) {
            try DetectingFeedMapper().map(FeedDocument(data: Data(offering.utf8), url: page))
        }
        let none = #expect(throws: FeedLoadingError.self) {
            try DetectingFeedMapper().map(FeedDocument(data: Data(plain.utf8), url: page))
        }

        #expect(offered == .webPage(feeds: [try #require(URL(string: "https://blog.example/atom.xml"))]))
        guard case .notAFeed? = none else {
            Issue.record("expected notAFeed, got \(String(describing: none))")
            return
        }
    }
}
