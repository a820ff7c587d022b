import Foundation
import Testing

@testable import FeedApp

@Suite("Dates in local time, as Foundation's long date and short time wrote them in en_US")
struct LocalDateTextTests {
    private static let dates: [TimeInterval] = [
        0, 1_710_072_000, 1_710_119_159, 1_710_115_140, 951_825_600, 1_720_000_000, -62_135_596_800,
        253_402_300_800, 1_000_000_000_000,
    ]

    @Test(
        "matches Date.FormatStyle(date: .long, time: .shortened) in a time zone given by its offset",
        arguments: dates, [0, 19_800, -18_000, 3_600, 45_900, -34_200])
    func matchesFoundation(seconds: TimeInterval, offset: Int) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let zone = try #require(TimeZone(secondsFromGMT: offset))

        let expected = date.formatted(
            Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: zone))

        #expect(LocalDateText.string(for: date, secondsFromGMT: offset) == expected)
    }

    @Test("pins today's wording: month name, day, year, 12-hour clock, a narrow no-break space before PM")
    func wording() {
        let date = Date(timeIntervalSince1970: 1_710_072_000)

        #expect(LocalDateText.string(for: date, secondsFromGMT: 19_800) == "March 10, 2024 at 5:30\u{202F}PM")
        #expect(LocalDateText.string(for: date, secondsFromGMT: -43_200) == "March 10, 2024 at 12:00\u{202F}AM")
    }

    @Test("the local offset is the C library's, which Foundation's current time zone agrees with")
    func localOffset() {
        let dates = [Date(timeIntervalSince1970: 1_710_072_000), Date(timeIntervalSince1970: 1_720_000_000)]

        #expect(dates.map(LocalDateText.localOffset) == dates.map(TimeZone.current.secondsFromGMT))
    }
}
