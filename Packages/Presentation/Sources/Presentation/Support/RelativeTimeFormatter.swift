import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Says how long ago (or how far ahead) a date is, in English, like "3 hours ago", from an injected clock.
///
/// The amount comes from the seconds between the date and now, rounded to the nearest whole unit of the
/// largest unit that fits: seconds, minutes, hours, days, weeks (under four), months (a twelfth of a
/// Gregorian year) or years. Dates less than a second away read as "now". The words are those
/// `Date.AnchoredRelativeFormatStyle` gave in `en_US` (numeric, wide units: "1 day ago", "in 2 weeks",
/// "1,234 years ago"), written here because the format styles live in Foundation proper, which product modules
/// do not import (ARCHITECTURE.md, "FoundationEssentials only").
public struct RelativeTimeFormatter: Sendable {
    private let clock: any WallClock

    /// Creates a formatter.
    ///
    /// - Parameter clock: Tells "now"; inject a fixed one in tests.
    public init(clock: any WallClock) {
        self.clock = clock
    }

    /// How far `date` is from now, in words.
    public func string(for date: Date) -> String {
        wording(of: RelativeTimeAmount(seconds: now.timeIntervalSince(date)))
    }

    /// How long ago `date` was, in words that can follow "saved" or "since": as ``string(for:)``, but "a moment
    /// ago" where that says "now".
    public func pastString(for date: Date) -> String {
        let amount = RelativeTimeAmount(seconds: now.timeIntervalSince(date))
        return amount.unit == nil ? "a moment ago" : wording(of: amount)
    }

    /// The clock's "now".
    var now: Date { clock.now }

    /// The words for `amount`.
    func wording(of amount: RelativeTimeAmount) -> String {
        guard let unit = amount.unit else { return "now" }
        let count = "\(Self.grouped(amount.count)) \(unit.name)\(amount.count == 1 ? "" : "s")"
        return amount.isPast ? "\(count) ago" : "in \(count)"
    }

    /// `value` (not negative) in digits, with a comma between groups of three: "1,234".
    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
