import Domain
import Foundation
import FuzzSupport
import NetworkingHarnesses
import Testing

@Suite("The networking harnesses on their seeds")
struct NetworkingHarnessesTests {
    @Test(
        "every well-formed feed seed is accepted by format detection",
        arguments: ["rss2.xml", "rss1.rdf", "atom.xml", "jsonfeed.json", "essential.json", "rss-latin1.xml"]
    )
    func feedSeedsAreAccepted(name: String) throws {
        let data = try SeedCorpus.seed(name, of: "feed-formats")

        let outcomes = FeedFormatsHarness.run(data)

        #expect(outcomes.count == FeedFormatsHarness.mapperNames.count)
        #expect(outcomes.first?.isAccepted == true, "detecting mapper: \(String(describing: outcomes.first))")
    }

    @Test("an HTML page seed is refused by every mapper")
    func htmlSeedIsRefused() throws {
        let data = try SeedCorpus.seed("html-page.html", of: "feed-formats")

        let outcomes = FeedFormatsHarness.run(data)

        #expect(outcomes.allSatisfy { !$0.isAccepted })
    }

    @Test("the nested OPML seed imports its four feeds and survives the round trip")
    func opmlSeedImports() throws {
        let data = try SeedCorpus.seed("nested.opml", of: "opml")

        let outcome = OPMLHarness.run(data)

        #expect(outcome == .accepted(summary: "4 subscriptions, 4 after a round trip"))
    }

    @Test("the 200 RSS response seed loads its two items")
    func httpSeedLoads() async throws {
        let data = try SeedCorpus.seed("ok-rss.http", of: "http-response")

        let outcome = await HTTPResponseHarness.outcome(of: data)

        #expect(outcome == .accepted(summary: "2 items"))
    }

    @Test("the 304 response seed is unchanged, a result and not an error")
    func notModifiedSeedIsUnchanged() async throws {
        let data = try SeedCorpus.seed("not-modified.http", of: "http-response")

        let outcome = await HTTPResponseHarness.outcome(of: data)

        #expect(outcome == .accepted(summary: "unchanged"))
    }

    @Test("every target keeps a small committed seed corpus", arguments: ["feed-formats", "opml", "http-response"])
    func seedCorporaStaySmall(target: String) throws {
        let names = try SeedCorpus.files(in: "Corpus/\(target)")
        let bytes = try names.reduce(0) { $0 + (try SeedCorpus.seed($1, of: target)).count }

        #expect(!names.isEmpty)
        #expect(bytes < 100_000)
    }

    @Test("every XML reader seed is read and walked", arguments: ["rss2.xml", "doctype-entities.xml", "sloppy.xml"])
    func xmlReaderSeedsAreRead(name: String) throws {
        let data = try SeedCorpus.seed(name, of: "xml-reader")

        let outcome = XMLReaderHarness.run(Array(data))

        #expect(outcome.isAccepted, "\(outcome)")
    }
}
