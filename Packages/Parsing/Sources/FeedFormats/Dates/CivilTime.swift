#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A calendar date and time of day in a fixed offset from UTC, turned into a `Date` without a `Calendar`.
///
/// Feed dates are parsed by hand: it is faster than `DateFormatter`, needs no locale, and is the same on
/// every platform.
struct CivilTime {
    var year: Int
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    var fraction: Double = 0
    /// Seconds east of UTC.
    var offset = 0

    /// The instant, or `nil` when a field is out of range (February 30th, 25 o'clock, a year so far off
    /// that its seconds would not fit an `Int`).
    var date: Date? {
        guard (-Self.yearLimit...Self.yearLimit).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + min(second, 59) - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    /// Years within this many of year 0 count: far beyond any feed's, and small enough that their seconds
    /// since 1970 fit an `Int`.
    private static let yearLimit = 1_000_000_000

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
