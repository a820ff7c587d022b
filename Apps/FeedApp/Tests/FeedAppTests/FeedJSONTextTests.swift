import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("The JSON text is JSONEncoder's cleaned for a terminal, byte for byte")
struct FeedJSONTextTests {
    @Test("every field, control, quote, slash and non-ASCII text is written as JSONEncoder writes it, then cleaned")
    func sameAsEncoder() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let text =
            controls
            + "\"quoted\" back\\slash a/b \u{7F} é 😀 \u{2028} \u{85} <tag> &amp; \u{202E}x\u{2069} ’ \u{9F} \u{61C}\u{200F}\u{200E}\u{2066}x"
        let items = [
            FeedItem(
                id: text, title: text, summary: "summary " + text, content: "content " + text + "\n\nsecond",
                link: URL(string: "https://example.org/a?b=1&c=%3C"),
                imageURL: URL(string: "https://img.example.org/x.png"), author: text,
                published: fixedNow.addingTimeInterval(-0.75)),
            FeedItem(id: "bare"),
            FeedItem(id: "old", title: "Old", published: Date(timeIntervalSince1970: 951_782_400)),
            FeedItem(id: "before 1970", published: Date(timeIntervalSince1970: -2_000_000_000)),
        ]
        let feeds = [
            presented(remote(makeFeed(title: text, items: items)), path: "/a"),
            presented(
                remote(makeFeed(items: items)), path: "/marked",
                states: ["bare": ItemReadState(reference: 12, firstSeen: .distantPast, readAt: fixedNow)]),
            presented(
                cached(makeFeed(items: []), hoursAgo: 30.5, stale: true, reason: .failure(.notCached)), path: "/b"),
            presented(cached(makeFeed(title: nil, items: [FeedItem(id: "x")]), hoursAgo: 1, reason: .unchanged)),
            PresentedFeed(result(.failed(.httpStatus(code: 500, host: "example.org")), path: "/c")),
        ]

        let written = rendered(feeds)

        #expect(written == TerminalText.cleaned(encoderText(of: feeds)))
        #expect(!written.unicodeScalars.contains { $0 != "\n" && TerminalText.needsCleaning($0) })
    }

    @Test("a long document goes out in pieces of about 64 KiB that join into the whole, a longer text included")
    func pieces() {
        let long = FeedItem(id: "long", content: String(repeating: "Lorem ipsum’s \"dolor\"\n", count: 8_000))
        let items =
            (0..<2_000).map { FeedItem(id: "item-\($0)", title: "Title \($0)", summary: "A summary’s words") } + [long]
        let feeds = [presented(remote(makeFeed(items: items)))]
        let console = ConsoleSpy()

        FeedJSONRenderer().render(feeds, to: console)

        #expect(console.output == encoderText(of: feeds))
        #expect(console.cleanedPieces.count > 1)
        #expect(
            console.cleanedPieces.dropLast().allSatisfy {
                (JSONTextWriter.pieceSize - 1_024...JSONTextWriter.pieceSize).contains($0)
            })
    }

    @Test("no feeds at all is an empty array, as JSONEncoder writes it")
    func noFeeds() {
        #expect(rendered([]) == encoderText(of: []))
    }

    @Test("dates from 1970 to the last second of 9999 are written as whole UTC seconds")
    func dates() {
        let seconds: [TimeInterval] = [0, 59.999, 68_169_600, 951_868_799, 4_107_542_400, 253_402_300_799]
        for interval in seconds {
            let date = Date(timeIntervalSince1970: interval)
            var bytes = [UInt8](repeating: 0, count: ISO8601Text.length)
            let written = bytes.withUnsafeMutableBytes { ISO8601Text.write(date, into: $0) }
            #expect(written == ISO8601Text.length)
            #expect(String(decoding: bytes, as: UTF8.self) == ISO8601DateFormatter().string(from: date))
        }
    }

    // MARK: - Helpers

    private func rendered(_ feeds: [PresentedFeed]) -> String {
        let console = ConsoleSpy()
        FeedJSONRenderer().render(feeds, to: console)
        return console.output
    }

    private func encoderText(of feeds: [PresentedFeed]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let renderer = FeedJSONRenderer()
        let entries = feeds.map { feed in
            var entry = renderer.entry(feed)
            if feed.result.loaded != nil {
                entry.items = zip(feed.items, feed.marks).map { FeedReadDocument.Item($0, mark: $1) }
            }
            return entry
        }
        let data = (try? encoder.encode(FeedReadDocument(feeds: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func presented(
        _ loaded: LoadedFeed, path: String = "/feed.xml", states: [String: ItemReadState] = [:]
    ) -> PresentedFeed {
        let presenter = FeedPresenter(clock: FixedWallClock(now: fixedNow))
        return PresentedFeed(
            result(.loaded(loaded), path: path), loaded: loaded, presenter: presenter,
            display: DisplayOptions(json: true), states: loaded.feed.items.map { states[$0.id] }, readStart: fixedNow)
    }

    private func result(_ outcome: FeedReadResult.Outcome, path: String) -> FeedReadResult {
        FeedReadResult(address: anyURL(path).absoluteString, url: anyURL(path), outcome: outcome)
    }
}
