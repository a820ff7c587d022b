import Domain
import FeedFormats
import Foundation
import Testing

@Suite("The message for a document that is neither XML nor JSON")
struct NeitherXMLNorJSONMessageTests {
    private let remote = URL(string: "https://example.com/feed")
    private let local = URL(fileURLWithPath: "/proc/self/maps")

    @Test("quotes a few printable characters of a server's answer")
    func quotesTheStartOfARemoteAnswer() throws {
        let reason = try reason(mapping: "Access denied to this resource", from: try #require(remote))

        #expect(reason == "it is neither XML nor JSON; it starts with \"Access denied to\"")
    }

    @Test("drops control and bidi-control characters from the quote, and stops at the first line's end")
    func quotesOnlyPrintableCharacters() throws {
        let text = "ok\u{202E}d\u{200B}one\u{85}x\nsecond line"

        let reason = try reason(mapping: text, from: try #require(remote))

        #expect(reason == "it is neither XML nor JSON; it starts with \"okdone\"")
    }

    @Test("says a local text file is text, without quoting it")
    func describesALocalTextFile() throws {
        let reason = try reason(mapping: "55b6a8a5b000-55b6a8e rw-p 00000000 [heap]", from: local)

        #expect(reason == "it is text, but neither XML nor JSON")
    }

    @Test(
        "says binary data is binary, without quoting it, local or remote",
        arguments: [
            Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00]), Data("A\u{1B}]0;title\u{07}".utf8),
            Data([0x41, 0xC3, 0x28]),
        ])
    func describesBinaryData(_ data: Data) throws {
        for url in [try #require(remote), local] {
            #expect(try reason(mapping: data, from: url) == "it is binary data, neither XML nor JSON")
        }
    }

    @Test("a long text cut inside a character is still text")
    func treatsACutCharacterAsText() throws {
        // 1 + 2 + 2 × 600 bytes: the sniffer's first 1,024 bytes end inside a "ü".
        let text = "aé" + String(repeating: "ü", count: 600)

        let reason = try reason(mapping: text, from: try #require(remote))

        #expect(reason == "it is neither XML nor JSON; it starts with \"aéüüüüüüüüüüüüüü\"")
    }

    private func reason(mapping text: String, from url: URL) throws -> String? {
        try reason(mapping: Data(text.utf8), from: url)
    }

    private func reason(mapping data: Data, from url: URL) throws -> String? {
        do {
            _ = try DetectingFeedMapper().map(FeedDocument(data: data, url: url))
            return nil
        } catch FeedLoadingError.notAFeed(let reason) {
            return reason
        }
    }
}
