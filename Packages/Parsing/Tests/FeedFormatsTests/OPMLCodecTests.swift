import Domain
import FeedFormats
import Foundation
import Testing

@Suite("OPMLCodec")
struct OPMLCodecTests {
    @Test("decodes outlines with an xmlUrl, titled by text, folders flattened into categories, repeats skipped")
    func decodesNestedOutlines() throws {
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><head><title>Mine</title></head><body>
              <outline text="Swift" title="Swift">
                <outline type="rss" text="Swift.org" xmlUrl="https://swift.org/atom.xml"/>
                <outline text="Deeper"><outline type="rss" text="Nested" xmlUrl="https://n.example/feed"/></outline>
              </outline>
              <outline type="rss" text="Text only" title="Tom &amp; Jerry" xmlUrl="https://tj.example/rss"/>
              <outline type="rss" text="Again" xmlUrl="https://swift.org/atom.xml"/>
              <outline text="Not a feed" htmlUrl="https://example.com/"/>
            </body></opml>
            """

        let subscriptions = try makeSUT().decode(Data(opml.utf8))

        #expect(
            subscriptions == [
                Subscription(
                    url: try #require(URL(string: "https://swift.org/atom.xml")), title: "Swift.org", category: "Swift"),
                Subscription(
                    url: try #require(URL(string: "https://n.example/feed")), title: "Nested", category: "Deeper"),
                Subscription(url: try #require(URL(string: "https://tj.example/rss")), title: "Text only"),
            ]
        )
    }

    @Test("decodes OPML 1.0 without a title attribute")
    func decodesOPML1() throws {
        let opml =
            "<opml version=\"1.0\"><head/><body><outline text=\"A\" type=\"rss\" xmlUrl=\"http://a.example/rss\"/></body></opml>"

        let subscriptions = try makeSUT().decode(Data(opml.utf8))

        #expect(subscriptions == [Subscription(url: try #require(URL(string: "http://a.example/rss")), title: "A")])
    }

    @Test("reports another root and a missing body with their line")
    func reportsMalformed() {
        let cases: [(String, Int)] = [("<rss>\n</rss>", 1), ("\n<opml version=\"2.0\">\n<head/>\n</opml>", 2)]
        for (text, expectedLine) in cases {
            let error = #expect(throws: FeedLoadingError.self) {
                try makeSUT().decode(Data(text.utf8))
            }
            guard case .malformed(_, let line, _)? = error else {
                Issue.record("expected malformed for \(text), got \(String(describing: error))")
                continue
            }
            #expect(line == expectedLine, "\(text)")
        }
    }

    @Test("reads what it can and names each outline it leaves out, with its line; counts repeated addresses")
    func reportsSkippedOutlines() throws {
        let opml = """
            <opml version="2.0"><body>
            <outline text="Good" xmlUrl="https://good.example/feed"/>
            <outline text="Bad" xmlUrl="not a url"/>
            <outline text="List" type="source" xmlUrl="https://lists.example/more.opml"/>
            <outline text="Again" xmlUrl="https://good.example/feed"/>
            <outline xmlUrl=""/>
            </body></opml>
            """

        let result = try makeSUT().read(Data(opml.utf8))

        #expect(result.subscriptions.map(\.url.absoluteString) == ["https://good.example/feed"])
        #expect(result.duplicates == 1)
        #expect(
            result.skipped == [
                .init(name: "Bad", reason: "its xmlUrl \"not a url\" is not an absolute URL", line: 3),
                .init(name: "List", reason: "it is a subscription list (type=\"source\"), not a feed", line: 4),
                .init(name: "an outline", reason: "its xmlUrl is empty", line: 6),
            ])
    }

    @Test("reads xmlUrl in any letter case, the category attribute, and the innermost folder over it")
    func readsCategoriesAndCapitalisation() throws {
        let opml = """
            <OPML version="1.0"><BODY>
            <outline TEXT="A" XMLURL="https://a.example/feed" category=" / ,/News/ Tech /,Other"/>
            <outline text="Outer"><outline text="Inner"><outline text="B" xmlurl="https://b.example/feed" category="X"/>
            </outline></outline>
            </BODY></OPML>
            """

        let subscriptions = try makeSUT().decode(Data(opml.utf8))

        #expect(subscriptions.map(\.title) == ["A", "B"])
        #expect(subscriptions.map(\.category) == ["Tech", "Inner"])
    }

    @Test("reads 20,000 nested folders as an error naming the limit, without recursion")
    func deeplyNestedFolders() {
        let opml = "<opml><body>" + String(repeating: "<outline text=\"f\">", count: 20_000) + "</body></opml>"

        #expect(throws: FeedLoadingError.self) { try makeSUT().decode(Data(opml.utf8)) }
    }

    @Test("encodes OPML 2.0 with escaped attributes, folders per category, and no date unless given")
    func encodesDeterministically() throws {
        let subscriptions = [
            Subscription(url: try #require(URL(string: "https://a.example/rss?x=1&y=2")), title: "A \"quoted\" <feed>"),
            Subscription(url: try #require(URL(string: "https://b.example/atom")), category: "News & Views"),
        ]

        let text = String(decoding: makeSUT().encode(subscriptions, title: "Me & you"), as: UTF8.self)

        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0">
                  <head>
                    <title>Me &amp; you</title>
                  </head>
                  <body>
                    <outline type="rss" text="A &quot;quoted&quot; &lt;feed&gt;" title="A &quot;quoted&quot; &lt;feed&gt;" xmlUrl="https://a.example/rss?x=1&amp;y=2"/>
                    <outline text="News &amp; Views">
                      <outline type="rss" text="https://b.example/atom" xmlUrl="https://b.example/atom"/>
                    </outline>
                  </body>
                </opml>

                """
        )
    }

    @Test("writes dateCreated in RFC 822 when given")
    func encodesDateCreated() {
        let sut = OPMLCodec(dateCreated: Date(timeIntervalSince1970: 1_709_649_000))

        let text = String(decoding: sut.encode([], title: "t"), as: UTF8.self)

        #expect(text.contains("<dateCreated>Tue, 05 Mar 2024 14:30:00 GMT</dateCreated>"))
    }

    @Test("decodes what it encodes")
    func roundTrips() throws {
        let subscriptions = [
            Subscription(url: try #require(URL(string: "https://a.example/rss")), title: "Line\nbreak\tand tab"),
            Subscription(url: try #require(URL(string: "https://b.example/atom")), title: "B", category: "Tech"),
            Subscription(url: try #require(URL(string: "https://c.example/feed.json")), category: "Tech"),
        ]

        let decoded = try makeSUT().decode(makeSUT().encode(subscriptions, title: "t"))

        #expect(decoded.map(\.url) == subscriptions.map(\.url))
        #expect(decoded.map(\.category) == subscriptions.map(\.category))
        #expect(decoded.map(\.title) == ["Line break and tab", "B", nil])
    }

    // MARK: - Helpers

    private func makeSUT() -> OPMLCodec {
        OPMLCodec()
    }
}
