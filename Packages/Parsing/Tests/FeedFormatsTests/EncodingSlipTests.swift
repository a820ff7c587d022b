import Domain
import FeedFormats
import Foundation
import Testing

/// Text whose publisher slipped on its encoding, repaired as established parsers (feedparser) repair it.
@Suite("Encoding slips")
struct EncodingSlipTests {
    @Test("reads UTF-8 that was read as Latin-1 or Windows-1252 and encoded again as the text it was")
    func doubleEncodedUTF8() throws {
        let items = try map(
            rssFixture(
                """
                <item><guid>1</guid><title>Wait&#226;&#128;&#166;</title><description>It&#226;&#128;&#153;s</description></item>
                <item><guid>2</guid><title>Itâ€™s â€œquotedâ€\u{9D}</title><author>JosÃ© Doe</author></item>
                """,
                channel: "<title>CafÃ© news</title>")
        ).items

        #expect(items.map(\.title) == ["Wait…", "It’s “quoted”"])
        #expect(items.first?.summary == "It’s")
        #expect(items.last?.author == "José Doe")
    }

    @Test("repairs the feed's title too")
    func doubleEncodedFeedTitle() throws {
        #expect(try map(rssFixture("", channel: "<title>CafÃ© news</title>")).title == "Café news")
    }

    @Test("reads C1 control characters, raw or referenced, as the Windows-1252 characters of those bytes")
    func c1ControlsAreWindows1252() throws {
        let items = try map(
            rssFixture(
                "<item><guid>1</guid><title>don\u{92}t</title></item>"
                    + "<item><guid>2</guid><title>&#150; dash &#128;5</title></item>")
        ).items

        #expect(items.map(\.title) == ["don’t", "– dash €5"])
    }

    @Test(
        "leaves Latin-1 and other text that is not double-encoded as written",
        arguments: [
            "Café crème à la française", "Ça a été «Ça»", "Привет, мир", "日本語", "naïve ½ ¿qué?", "plain ASCII",
        ])
    func leavesOrdinaryText(_ title: String) throws {
        let item = try map(rssFixture("<item><guid>1</guid><title>\(title)</title></item>")).items.first

        #expect(item?.title == title)
    }

    @Test("keeps the id of an item known only by its content as it was hashed before the repair")
    func hashedIDsDoNotChange() throws {
        let repaired = try map(rssFixture("<item><title>Itâ€™s</title></item>")).items.first
        let asWritten = try map(rssFixture("<item><title>It’s</title></item>")).items.first

        #expect(repaired?.title == "It’s")
        #expect(repaired?.id != asWritten?.id)
    }

    // MARK: - Helpers

    private func map(_ text: String) throws -> Feed {
        try DetectingFeedMapper().map(.fixture(text))
    }
}
