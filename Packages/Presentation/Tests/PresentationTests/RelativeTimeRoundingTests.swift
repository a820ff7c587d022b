import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("Relative dates count the nearest whole unit of the seconds between the dates")
struct RelativeTimeRoundingTests {
    @Test(
        "an amount rounds to the nearest unit, and a unit rounded up to the next one reads as that one",
        arguments: roundings)
    func rounding(interval: TimeInterval, expected: String) {
        #expect(makeSUT().string(for: fixedNow.addingTimeInterval(-interval)) == expected)
    }

    private static let roundings: [(TimeInterval, String)] = [
        (59, "59 seconds ago"),
        (89, "1 minute ago"),
        (90, "2 minutes ago"),
        (59 * minute + 40, "1 hour ago"),
        (90 * minute, "2 hours ago"),
        (23 * hour + 40 * minute, "1 day ago"),
        (36 * hour, "2 days ago"),
        (6 * day + 12 * hour, "1 week ago"),
        (10 * day + 12 * hour, "2 weeks ago"),
        (27 * day, "4 weeks ago"),
        (28 * day, "1 month ago"),
        (200 * day, "7 months ago"),
        (355 * day, "1 year ago"),
        (3 * 365 * day, "3 years ago"),
    ]

    @Test("dates ahead round the same way")
    func future() {
        let sut = makeSUT()

        #expect(sut.string(for: fixedNow.addingTimeInterval(10 * day + 12 * hour)) == "in 2 weeks")
        #expect(sut.string(for: fixedNow.addingTimeInterval(45)) == "in 45 seconds")
    }

    @Test("amounts that round the same read the same, and others their own")
    func sameAmountSameWording() {
        let sut = makeSUT()

        #expect(sut.string(for: fixedNow.addingTimeInterval(-3 * hour)) == "3 hours ago")
        #expect(sut.string(for: fixedNow.addingTimeInterval(-3 * hour - 5 * minute)) == "3 hours ago")
        #expect(sut.string(for: fixedNow.addingTimeInterval(-2 * day)) == "2 days ago")
    }

    @Test("a date no clock can reach still reads as a count of years")
    func farAway() {
        #expect(makeSUT().string(for: .distantPast).hasSuffix("years ago"))
    }

    private func makeSUT() -> RelativeTimeFormatter {
        RelativeTimeFormatter(clock: FixedWallClock(now: fixedNow))
    }
}
