import Domain
import FeedFormats
import Foundation
import Testing

@Suite("Feed dates: whitespace, case, zones and junk")
struct FeedDateEdgeCaseTests {
    private static let halfPastTwo = Date(timeIntervalSince1970: 1_709_649_000)

    @Test(
        "reads RFC 822 dates however the fields are cased, spaced and zoned",
        arguments: [
            "\n  Tue, 05 Mar 2024 14:30:00 GMT \u{A0}", "TUE, 05 MAR 2024 14:30:00 gmt",
            "Tue,\t05\nMar 2024 14:30:00 GMT",
            "周二, 05 Mar 2024 14:30:00 GMT", "mer., 05 Mar 2024 14:30:00 UTC", "Tue, +5 Mar 2024 14:30:00 GMT",
            "Tue, 05 Mar 2024 14:30:00 A", "Tue, 05 Mar 2024 20:00:00 +05:30", "Tue, 05 Mar 2024 06:30:00 -0800",
            "Tue, 05 Mar 2024 10:30:00 EDT", "Tue, 05 Mar 2024 08:30:00 CST", "Tue, 05 Mar 2024 09:30:00 cdt",
            "Tue, 05 Mar 2024 07:30:00 MST", "Tue, 05 Mar 2024 08:30:00 MDT", "Tue, 05 Mar 2024 07:30:00 PDT",
            "Tue, 05 Mar 2024 14::30 GMT", "Tue, 5 Mar 2024 14:30 gmt and a comment",
            "Tue, 05 Mar 2024 14:30:00 +0000 (Coordinated Universal Time)", "05 Mar 2024 14:30:00",
            "Tue 05 Mar 2024 14:30 Z",
        ]
    )
    func readsRFC822Variants(_ pubDate: String) throws {
        #expect(try publishedInRSS(pubDate) == Self.halfPastTwo)
    }

    @Test(
        "reads RFC 3339 dates with a comma fraction, an offset without minutes and surrounding whitespace",
        arguments: [
            ("2024-03-05T14:30:00,5Z", 0.5), ("2024-03-05T16:30:00+02:", 0), ("2024-03-05T16:30+02", 0),
            (" \n2024-03-05T14:30:00Z\u{3000}", 0), ("2024-03-05T14:30:00-00:00", 0),
        ]
    )
    func readsRFC3339Variants(_ published: String, offsetFromHalfPastTwo: Double) throws {
        #expect(try publishedInAtom(published) == Self.halfPastTwo.addingTimeInterval(offsetFromHalfPastTwo))
    }

    @Test(
        "leaves dates with a bad field, extra parts or split fields out",
        arguments: [
            "Tue, 05 Mär 2024 14:30:00 GMT", "Tue, 05 Mar 2024 14:30:00 XYZ", "Tue, 05 Mar 2024 14:30:00:00 GMT",
            "Tue, 05 Mar 2024 14:30 +02000", "Mar 05 2024 14:30:00 GMT",
            "Tue, 05 Mar 2024 14:30:61 GMT", "Tue, 05 Mar 2024 14:3x GMT", "Tue, 05 Ma 2024 14:30:00 GMT",
            "2024-03-05T14:30:00Zjunk", "2024-03-05T14:30:00.", "2024-3-05", "2024-03-05T14:30:00+2", "2024-03-05x",
            "Tue, 05 Mar 9223372036854775807 14:30:00 GMT", "Tue, 05 Mar 99999999999999999999 14:30:00 GMT",
        ]
    )
    func ignoresJunk(_ text: String) throws {
        #expect(try publishedInRSS(text) == nil)
        #expect(try publishedInAtom(text) == nil)
    }

    @Test("reads a leap second as the last second of its minute, and two-digit years either side of 1950")
    func readsLeapSecondsAndTwoDigitYears() throws {
        #expect(try publishedInRSS("Tue, 05 Mar 2024 14:29:60 GMT") == Self.halfPastTwo.addingTimeInterval(-1))
        #expect(try publishedInRSS("Sun, 05 Mar 50 14:30:00 GMT") == Date(timeIntervalSince1970: -625_656_600))
        #expect(try publishedInRSS("Sun, 05 Mar 49 14:30:00 GMT") == Date(timeIntervalSince1970: 2_498_567_400))
    }

    @Test("splits no field at a line feed that ends a carriage return, as the character it is part of")
    func keepsCarriageReturnLineFeedInOneField() throws {
        #expect(try publishedInJSON("Tue, 05 Mar 2024 14:30:00 GMT\r\n") == Self.halfPastTwo)
        #expect(try publishedInJSON("Tue, 05 Mar 2024\n14:30:00 GMT") == Self.halfPastTwo)
        #expect(try publishedInJSON("Tue, 05 Mar 2024\r\n14:30:00 GMT") == nil)
    }

    // MARK: - Helpers

    private func publishedInRSS(_ pubDate: String) throws -> Date? {
        let document = FeedDocument.fixture(rssFixture("<item><guid>1</guid><pubDate>\(pubDate)</pubDate></item>"))
        return try RSSFeedMapper().map(document).items.first?.published
    }

    private func publishedInAtom(_ published: String) throws -> Date? {
        let document = FeedDocument.fixture(atomFixture("<entry><id>1</id><published>\(published)</published></entry>"))
        return try AtomFeedMapper().map(document).items.first?.published
    }

    private func publishedInJSON(_ published: String) throws -> Date? {
        let item = try JSONSerialization.data(withJSONObject: ["id": "1", "date_published": published])
        let document = FeedDocument.fixture(
            #"{"version": "https://jsonfeed.org/version/1.1", "items": ["# + String(decoding: item, as: UTF8.self)
                + "]}",
            url: "https://example.com/feed.json")
        return try JSONFeedMapper().map(document).items.first?.published
    }
}
