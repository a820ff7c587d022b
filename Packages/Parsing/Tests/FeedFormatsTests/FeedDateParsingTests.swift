import Domain
import FeedFormats
import Foundation
import Testing

@Suite("Feed dates")
struct FeedDateParsingTests {
    private static let halfPastTwo = Date(timeIntervalSince1970: 1_709_649_000)

    @Test(
        "reads RFC 822 pubDates with and without day, seconds and zone",
        arguments: [
            "Tue, 05 Mar 2024 14:30:00 GMT", "Tue, 05 Mar 2024 14:30:00 +0000", "05 Mar 2024 14:30 GMT",
            "Tue, 5 Mar 2024 16:30:00 +0200", "Tue, 05 Mar 2024 16:30:00 +02:00", "Tue, 05 Mar 2024 09:30:00 EST",
            "Tue, 05 Mar 2024 06:30:00 PST", "Tue, 05 Mar 24 14:30:00 Z", "Tuesday, 05 March 2024 14:30:00 UT",
            "Tue, 05 Mar 2024 14:30:00", "Tue, 05 Mar 2024 14:30:00 +0000 (UTC)", "2024-03-05T14:30:00Z",
            "tue, 05 MAR 2024 14:30:00 gmt", "Tue, 05 Mar 2024 15:30:00 +0100", "Tue, 05 Mar 2024 14:30:00 UTC",
        ]
    )
    func readsRFC822(_ pubDate: String) throws {
        let published = try publishedInRSS(pubDate)

        #expect(published == Self.halfPastTwo)
    }

    @Test(
        "reads RFC 3339 dates with fractions, offsets, lowercase, a space, no seconds or no zone",
        arguments: [
            ("2024-03-05T14:30:00Z", 0.0), ("2024-03-05T16:30:00+02:00", 0), ("2024-03-05T09:30:00-05:00", 0),
            ("2024-03-05T14:30Z", 0), ("2024-03-05t14:30:00z", 0), ("2024-03-05 14:30:00Z", 0),
            ("2024-03-05T16:30:00+0200", 0), ("2024-03-05T14:30:00", 0), ("2024-03-05T14:30:00.250Z", 0.25),
            ("2024-03-05", -52_200), ("Tue, 05 Mar 2024 14:30:00 GMT", 0),
        ]
    )
    func readsRFC3339(_ published: String, offsetFromHalfPastTwo: Double) throws {
        let date = try publishedInAtom(published)

        #expect(date == Self.halfPastTwo.addingTimeInterval(offsetFromHalfPastTwo))
    }

    @Test(
        "leaves impossible or unreadable dates out instead of failing the feed",
        arguments: [
            "yesterday", "2024-02-30T00:00:00Z", "Tue, 32 Mar 2024 10:00:00 GMT", "2024-03-05T25:00:00Z", "",
            "Fri, 30 Feb 2024 10:00:00 GMT", "Tue, 05 Mar 2024 14:30:00 XYZ", "Tue, 05 Mar 2024 24:30:00 GMT",
        ]
    )
    func ignoresUnreadableDates(_ text: String) throws {
        #expect(try publishedInRSS(text) == nil)
        #expect(try publishedInAtom(text) == nil)
    }

    @Test("reads a leap day and years before 2000")
    func readsLeapDayAndOldYears() throws {
        #expect(try publishedInAtom("2024-02-29T23:59:59Z") == Date(timeIntervalSince1970: 1_709_251_199))
        #expect(try publishedInRSS("Fri, 31 Dec 99 23:00:00 GMT") == Date(timeIntervalSince1970: 946_681_200))
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
}
