import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("Relative dates from an injected clock and locale")
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

    @Test("en_US reads like en_US_POSIX")
    func englishUS() {
        let sut = makeSUT(locale: Locale(identifier: "en_US"))

        #expect(sut.string(for: ago(3 * hour)) == "3 hours ago")
    }

    @Test("the injected locale chooses the language")
    func otherLocale() {
        let sut = makeSUT(locale: Locale(identifier: "fr_FR"))

        #expect(sut.string(for: ago(3 * hour)) == "il y a 3 heures")
    }

    @Test("without a calendar it words dates as the current calendar does")
    func withoutCalendar_wordsAsTheCurrentCalendar() {
        let dates = [ago(0.2), ago(3 * hour), ago(40 * 86_400), fixedNow.addingTimeInterval(2 * hour)]
        let current = RelativeTimeFormatter(
            clock: FixedWallClock(now: fixedNow), locale: posixLocale, calendar: .current)

        let sut = RelativeTimeFormatter(clock: FixedWallClock(now: fixedNow), locale: posixLocale)

        #expect(dates.map(sut.string) == dates.map(current.string))
    }

    // MARK: - Helpers

    private func makeSUT(now: Date = fixedNow, locale: Locale = posixLocale) -> RelativeTimeFormatter {
        RelativeTimeFormatter(clock: FixedWallClock(now: now), locale: locale, calendar: utcCalendar)
    }
}
