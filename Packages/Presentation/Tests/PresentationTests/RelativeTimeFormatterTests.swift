import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("Relative dates from an injected clock, in English")
struct RelativeTimeFormatterTests {
    @Test(
        "past dates read as how long ago they were",
        arguments: [
            (3 * hour, "3 hours ago"),
            (2 * day, "2 days ago"),
            (1 * day, "1 day ago"),
            (30, "30 seconds ago"),
            (1 * minute, "1 minute ago"),
            (45 * minute, "45 minutes ago"),
            (7 * day, "1 week ago"),
            (14 * day, "2 weeks ago"),
            (31 * day, "1 month ago"),
            (400 * day, "1 year ago"),
        ] as [(TimeInterval, String)]
    )
    func pastDates(interval: TimeInterval, expected: String) {
        let sut = makeSUT()

        #expect(sut.string(for: ago(interval)) == expected)
    }

    @Test("a date less than a second away reads as now")
    func now() {
        let sut = makeSUT()

        #expect(sut.string(for: fixedNow) == "now")
        #expect(sut.string(for: ago(0.4)) == "now")
    }

    @Test("a past phrase says a moment ago where the plain wording says now, and agrees with it otherwise")
    func pastString() {
        let sut = makeSUT()

        #expect(sut.pastString(for: fixedNow) == "a moment ago")
        #expect(sut.pastString(for: ago(0.4)) == "a moment ago")
        #expect(sut.pastString(for: ago(90)) == sut.string(for: ago(90)))
    }

    @Test("a date in the future, from a wrong clock, reads as how far ahead it is")
    func futureDate() {
        let sut = makeSUT()

        #expect(sut.string(for: fixedNow.addingTimeInterval(2 * hour)) == "in 2 hours")
    }

    @Test("the injected clock, not the system's, tells now")
    func usesInjectedClock() {
        let sut = makeSUT(now: fixedNow.addingTimeInterval(5 * hour))

        #expect(sut.string(for: fixedNow) == "5 hours ago")
    }

    @Test(
        "counts read in English, one unit singular, thousands grouped with commas",
        arguments: [
            (-1 * hour, "in 1 hour"),
            (-45, "in 45 seconds"),
            (1_234 * 365.2425 * day, "1,234 years ago"),
            (-1_000 * 365.2425 * day, "in 1,000 years"),
            (2_147_483 * 365.2425 * day, "2,147,483 years ago"),
            (1 * 365.2425 * day, "1 year ago"),
            (12 * 365.2425 * day, "12 years ago"),
        ] as [(TimeInterval, String)]
    )
    func englishWording(interval: TimeInterval, expected: String) {
        #expect(makeSUT().string(for: ago(interval)) == expected)
    }

    // MARK: - Helpers

    private func makeSUT(now: Date = fixedNow) -> RelativeTimeFormatter {
        RelativeTimeFormatter(clock: FixedWallClock(now: now))
    }
}
