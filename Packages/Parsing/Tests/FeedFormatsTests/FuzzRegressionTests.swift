import Domain
import FeedFormats
import Foundation
import Testing

/// Every input fuzzing ever found a crash with (`Fuzz/Regressions/`), read by the mappers and the OPML
/// codec: each must give what its shape means, never take the process down. They crashed the `XMLParser` the
/// formats used before their own reader; the fixtures stay so no reader brings them back. A fixture added to
/// the folder without its expected outcome here fails ``everyFixtureHasItsOutcome()``.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// What reading a fixture gives, as much of it as the fixture decides.
    enum Outcome: Equatable, CustomStringConvertible {
        /// A feed with this many items.
        case feed(items: Int)
        /// A list of this many subscriptions.
        case subscriptions(Int)
        /// `FeedLoadingError.malformed`.
        case malformed
        /// `FeedLoadingError.notAFeed`.
        case notAFeed

        var description: String {
            switch self {
            case .feed(let items): "a feed of \(items) items"
            case .subscriptions(let count): "\(count) subscriptions"
            case .malformed: "malformed"
            case .notAFeed: "not a feed"
            }
        }
    }

    /// Each feed fixture's outcome through the detecting, RSS and Atom mappers, in that order. A DOCTYPE's odd
    /// declarations are skipped and `<rss/>` is a valid empty feed; a document of one processing instruction
    /// has no element.
    static let feedOutcomes: [String: [Outcome]] = [
        "xmlparser-attlist-without-default.xml": [.feed(items: 0), .feed(items: 0), .notAFeed],
        "xmlparser-notation-without-public-id.xml": [.feed(items: 0), .feed(items: 0), .notAFeed],
        "xmlparser-processing-instruction-without-data.xml": [.malformed, .malformed, .malformed],
        "xmlparser-unparsed-entity-without-public-id.xml": [.feed(items: 0), .feed(items: 0), .notAFeed],
    ]

    /// Each HTTP response fixture's body through the detecting mapper.
    static let responseOutcomes: [String: Outcome] = [
        "xmlparser-processing-instruction-without-data.http": .feed(items: 0)
    ]

    /// Each OPML fixture's outcome through the codec: none holds an element to read.
    static let opmlOutcomes: [String: Outcome] = [
        "xmlparser-abort-then-last-chunk.xml": .malformed,
        "xmlparser-instruction-after-broken-instruction.xml": .malformed,
        "xmlparser-processing-instruction-without-data.opml": .malformed,
    ]

    @Test("every fixture in the folder has its expected outcome here, and every outcome its fixture")
    func everyFixtureHasItsOutcome() {
        #expect(Self.fixtures(in: "feed-formats") == Self.feedOutcomes.keys.sorted())
        #expect(Self.fixtures(in: "http-response") == Self.responseOutcomes.keys.sorted())
        #expect(Self.fixtures(in: "opml") == Self.opmlOutcomes.keys.sorted())
    }

    @Test("every feed fixture gives its outcome through each mapper", arguments: feedOutcomes.keys.sorted())
    func feedFixture(_ name: String) throws {
        let data = try fixture("feed-formats", name)

        let outcomes = [any FeedMapper](arrayLiteral: DetectingFeedMapper(), RSSFeedMapper(), AtomFeedMapper()).map {
            mapper in Self.outcome { .feed(items: try mapper.map(.fixture(bytes: data)).items.count) }
        }

        #expect(outcomes == Self.feedOutcomes[name])
    }

    @Test("the body of every HTTP response fixture gives its outcome", arguments: responseOutcomes.keys.sorted())
    func httpResponseFixture(_ name: String) throws {
        let response = try fixture("http-response", name)
        let blankLine = try #require(response.firstRange(of: Data("\r\n\r\n".utf8)))

        let outcome = Self.outcome {
            .feed(items: try DetectingFeedMapper().map(.fixture(bytes: response[blankLine.upperBound...])).items.count)
        }

        #expect(outcome == Self.responseOutcomes[name])
    }

    @Test("every OPML fixture gives its outcome", arguments: opmlOutcomes.keys.sorted())
    func opmlFixture(_ name: String) throws {
        let data = try fixture("opml", name)

        let outcome = Self.outcome { .subscriptions(try OPMLCodec().decode(data).count) }

        #expect(outcome == Self.opmlOutcomes[name])
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

    /// What `read` gives, or the kind of error it throws (`nil` for any other error, which no fixture expects).
    private static func outcome(_ read: () throws -> Outcome) -> Outcome? {
        do {
            return try read()
        } catch FeedLoadingError.malformed {
            return .malformed
        } catch FeedLoadingError.notAFeed {
            return .notAFeed
        } catch {
            return nil
        }
    }

    private static func fixtures(in target: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: regressions.appendingPathComponent(target).path)
        return (names ?? []).sorted()
    }

    private func fixture(_ target: String, _ name: String) throws -> Data {
        try Data(contentsOf: Self.regressions.appendingPathComponent(target).appendingPathComponent(name))
    }
}
