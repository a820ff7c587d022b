#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A date in the local time zone, as `Date.FormatStyle(date: .long, time: .shortened)` wrote it in `en_US`:
/// "March 10, 2024 at 5:30 PM" (a narrow no-break space, U+202F, before AM or PM).
///
/// The format styles and the time zone database live in Foundation proper, which product modules do not import
/// (ARCHITECTURE.md, "FoundationEssentials only"): FoundationEssentials' `TimeZone.current` is always GMT. The C
/// library's `localtime_r` knows the local offset (from `TZ`, else `/etc/localtime`).
enum LocalDateText {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `date` in the local time zone.
    static func string(for date: Date) -> String {
        string(for: date, secondsFromGMT: localOffset(at: date))
    }

    /// `date` in the time zone `secondsFromGMT` east of UTC.
    static func string(for date: Date, secondsFromGMT offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? .gmt
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = months[((fields.month ?? 1) - 1) % 12]
        let hour = fields.hour ?? 0
        let minute = fields.minute ?? 0
        let clock =
            "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute)\u{202F}\(hour < 12 ? "AM" : "PM")"
        return "\(month) \(fields.day ?? 1), \(fields.year ?? 1970) at \(clock)"
    }

    /// The local time zone's offset from UTC at `date`, in seconds east (daylight saving time included).
    static func localOffset(at date: Date) -> Int {
        guard var seconds = time_t(exactly: date.timeIntervalSince1970.rounded(.down)) else { return 0 }
        var fields = tm()
        tzset()
        guard localtime_r(&seconds, &fields) != nil else { return 0 }
        return Int(fields.tm_gmtoff)
    }
}
