import Domain
import FeedFormats
import Foundation
import Networking
import Testing

/// Inputs that crashed the process inside Foundation's `XMLParser` on Linux (found by fuzzing; fixtures in
/// `Fuzz/Regressions/`). Each must now map like any other document: no crash, and no change to what is read.
@Suite("Documents that crash XMLParser are read safely")
struct XMLParserCrashGuardTests {
    @Test(
        "a feed holding a crashing shape still maps to its item",
        arguments: [
            ("<?i?>", ""),
            ("", "<?i?>"),
            ("<!DOCTYPE rss [<!ATTLIST rss a CDATA #IMPLIED>]>", ""),
            ("<!DOCTYPE rss [<!NOTATION n SYSTEM \"x\">]>", ""),
            ("<!DOCTYPE rss [<!ENTITY e SYSTEM \"s\" NDATA n>]>", ""),
            ("<!DOCTYPE rss [\n<!-- a comment -->\n<!ATTLIST rss\n a CDATA #IMPLIED>\n]>", ""),
            ("<!-- <? <?p?> -->", ""),
        ])
    func crashingShapes(prolog: String, inChannel: String) throws {
        let document = """
            \(prolog)
            <rss version="2.0"><channel><title>Blog</title>\(inChannel)
            <item><guid>1</guid><title>Hello</title></item>
            </channel></rss>
            """

        let feed = try RSSFeedMapper().map(.fixture(document))

        #expect(feed.title == "Blog")
        #expect(feed.items.map(\.title) == ["Hello"])
    }

    @Test("an entity declared beside a blanked declaration is kept: the document still parses")
    func internalEntitiesAreKept() throws {
        let body = "<rss version=\"2.0\"><channel><title>A&nbsp;B</title></channel></rss>"
        let withEntity = "<!DOCTYPE rss [<!ENTITY nbsp \"&#160;\">]>" + body
        let withBoth = "<!DOCTYPE rss [<!ENTITY nbsp \"&#160;\"><!ATTLIST rss a CDATA #IMPLIED>]>" + body

        let expected = try RSSFeedMapper().map(.fixture(withEntity))
        let feed = try RSSFeedMapper().map(.fixture(withBoth))

        #expect(feed == expected)
        #expect(feed.title?.hasPrefix("A") == true)
    }

    @Test("processing instructions with data, such as a stylesheet, are left alone")
    func stylesheetInstructionIsKept() throws {
        let document = """
            <?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="feed.xsl"?>
            <rss version="2.0"><channel><title>Blog</title></channel></rss>
            """

        #expect(try RSSFeedMapper().map(.fixture(document)).title == "Blog")
    }

    @Test("an error after a blanked shape still names the original line")
    func linesAreKept() {
        let document = "<?i?>\n<!DOCTYPE rss [\n<!NOTATION n SYSTEM \"x\">\n]>\n<rss><channel>\n<title>x</oops>"

        #expect(throws: FeedLoadingError.self) { try RSSFeedMapper().map(.fixture(document)) }
        do {
            _ = try RSSFeedMapper().map(.fixture(document))
        } catch let FeedLoadingError.malformed(_, line, _) {
            #expect(line == 6)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("a broken instruction hiding a data-less one is a clean error, in a feed and in OPML, never a crash")
    func brokenInstructionHidingADataLessOne() {
        let feed = "<rss version=\"2.0\"><channel><title>Blog</title><? <?p?></channel></rss>"

        #expect(throws: FeedLoadingError.self) { try RSSFeedMapper().map(.fixture(feed)) }
        #expect(throws: FeedLoadingError.self) { try OPMLCodec().decode(Data("<? <?p?>".utf8)) }
    }

    @Test("OPML with a data-less processing instruction is decoded")
    func opml() throws {
        let opml = """
            <?i?><opml version="2.0"><body><outline text="A" xmlUrl="https://a.example/feed"/></body></opml>
            """

        let subscriptions = try OPMLCodec().decode(Data(opml.utf8))

        #expect(subscriptions.map(\.url.absoluteString) == ["https://a.example/feed"])
    }
}
