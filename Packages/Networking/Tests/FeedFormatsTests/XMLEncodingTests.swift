import Domain
import FeedFormats
import Foundation
import Networking
import Testing

@Suite("XML encodings")
struct XMLEncodingTests {
    @Test("reads an ISO-8859-1 document with accented element content")
    func readsLatin1() throws {
        let bytes = latin1("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + rssFixtureBody(title: "Café à la crème"))

        let feed = try makeSUT().map(.fixture(bytes: bytes))

        #expect(feed.items.first?.title == "Café à la crème")
    }

    @Test("reads Windows-1252 quotes, dashes and the euro sign, also when the document says ISO-8859-1")
    func readsWindows1252() throws {
        let body =
            Data("<rss><channel><item><guid>1</guid><title>".utf8) + Data([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80])
            + Data("</title></item></channel></rss>".utf8)

        let windows = try makeSUT().map(
            .fixture(bytes: Data("<?xml version='1.0' encoding='windows-1252'?>".utf8) + body))
        let latin = try makeSUT().map(.fixture(bytes: Data("<?xml version='1.0' encoding='iso-8859-1'?>".utf8) + body))

        #expect(windows.items.first?.title == "\u{201C}A\u{201D} \u{2013} \u{20AC}")
        #expect(latin.items.first?.title == windows.items.first?.title)
    }

    @Test("uses the Content-Type charset when the document declares no encoding")
    func usesContentTypeCharset() throws {
        let bytes = latin1(rssFixtureBody(title: "Ærø"))

        let feed = try makeSUT().map(.fixture(bytes: bytes, contentType: "application/rss+xml; charset=ISO-8859-1"))

        #expect(feed.items.first?.title == "Ærø")
    }

    @Test("reads UTF-16 with a byte-order mark and UTF-8 with one")
    func readsByteOrderMarks() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + rssFixtureBody(title: "Ünïcode ✓")
        let utf16 = Data([0xFF, 0xFE]) + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(rssFixtureBody(title: "Ünïcode ✓").utf8)

        #expect(try makeSUT().map(.fixture(bytes: utf16)).items.first?.title == "Ünïcode ✓")
        #expect(try makeSUT().map(.fixture(bytes: utf8)).items.first?.title == "Ünïcode ✓")
    }

    @Test("rejects an element name that is not UTF-8 with its line and column, instead of crashing")
    func rejectsNonUTF8ElementName() {
        let bytes =
            Data("<rss><channel>\n<ti".utf8) + Data([0xE9]) + Data("tle>x</ti".utf8) + Data([0xE9])
            + Data("tle></channel></rss>".utf8)

        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture(bytes: bytes))
        }

        guard case .malformed(let reason, let line, let column)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("byte 0xE9 is not valid UTF-8"))
        #expect(line == 2)
        #expect(column == 4)
    }

    @Test("reads the same non-ASCII element name once the document declares its Latin-1 encoding")
    func readsDeclaredLatin1ElementName() throws {
        let bytes = latin1(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><títle>x</títle></channel></rss>")

        let feed = try makeSUT().map(.fixture(bytes: bytes))

        #expect(feed.items.isEmpty)
    }

    @Test("rejects an encoding it cannot read, naming it")
    func rejectsUnsupportedEncoding() {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture("<?xml version=\"1.0\" encoding=\"KOI8-R\"?><rss/>"))
        }

        guard case .malformed(let reason, _, _)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("\"KOI8-R\" is not supported"))
    }

    // MARK: - Helpers

    private func makeSUT() -> DetectingFeedMapper {
        DetectingFeedMapper()
    }

    private func rssFixtureBody(title: String) -> String {
        "<rss version=\"2.0\"><channel><title>t</title><item><guid>1</guid><title>\(title)</title></item></channel></rss>"
    }

    private func latin1(_ text: String) -> Data {
        Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }
}
