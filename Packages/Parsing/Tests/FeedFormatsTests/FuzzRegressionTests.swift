import Domain
import FeedFormats
import Foundation
import Testing

/// Every input fuzzing ever found a crash with (`Fuzz/Regressions/`), read by the mappers and the OPML
/// codec: each must give a result or an error, never take the process down. They crashed the
/// `XMLParser` the formats used before their own reader; the fixtures stay so no reader brings them back.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("the fixtures are found")
    func fixturesAreFound() {
        #expect(Self.fixtures(in: "feed-formats").count >= 4)
        #expect(Self.fixtures(in: "opml").count >= 3)
        #expect(Self.fixtures(in: "http-response").count >= 1)
    }

    @Test("every feed fixture maps or fails with an error", arguments: fixtures(in: "feed-formats"))
    func feedFixture(_ name: String) throws {
        let data = try fixture("feed-formats", name)

        for mapper in [any FeedMapper](arrayLiteral: DetectingFeedMapper(), RSSFeedMapper(), AtomFeedMapper()) {
            _ = try? mapper.map(.fixture(bytes: data))
        }
    }

    @Test(
        "the body of every HTTP response fixture maps or fails with an error", arguments: fixtures(in: "http-response"))
    func httpResponseFixture(_ name: String) throws {
        let response = try fixture("http-response", name)
        let blankLine = try #require(response.firstRange(of: Data("\r\n\r\n".utf8)))

        _ = try? DetectingFeedMapper().map(.fixture(bytes: response[blankLine.upperBound...]))
    }

    @Test("every OPML fixture decodes or fails with an error", arguments: fixtures(in: "opml"))
    func opmlFixture(_ name: String) throws {
        let data = try fixture("opml", name)

        _ = try? OPMLCodec().decode(data)
    }

    @Test(
        "a feed holding a shape that crashed XMLParser maps to its item",
        arguments: [
            ("<?i?>", ""),
            ("", "<?i?>"),
            ("<!DOCTYPE rss [<!ATTLIST rss a CDATA #IMPLIED>]>", ""),
            ("<!DOCTYPE rss [<!NOTATION n SYSTEM \"x\">]>", ""),
            ("<!DOCTYPE rss [<!ENTITY e SYSTEM \"s\" NDATA n>]>", ""),
            ("<!DOCTYPE rss [\n<!-- a comment -->\n<!ATTLIST rss\n a CDATA #IMPLIED>\n]>", ""),
            ("<!-- <? <?p?> -->", ""),
            ("", "<? <?p?>"),
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

    @Test("OPML with a data-less processing instruction is decoded")
    func opmlWithInstruction() throws {
        let opml = """
            <?i?><opml version="2.0"><body><outline text="A" xmlUrl="https://a.example/feed"/></body></opml>
            """

        let subscriptions = try OPMLCodec().decode(Data(opml.utf8))

        #expect(subscriptions.map(\.url.absoluteString) == ["https://a.example/feed"])
    }

    // MARK: - Helpers

    private static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../../Fuzz/Regressions").standardized

    private static func fixtures(in target: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: regressions.appendingPathComponent(target).path)
        return (names ?? []).sorted()
    }

    private func fixture(_ target: String, _ name: String) throws -> Data {
        try Data(contentsOf: Self.regressions.appendingPathComponent(target).appendingPathComponent(name))
    }
}
