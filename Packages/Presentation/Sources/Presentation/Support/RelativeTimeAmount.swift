#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How far a date is from now, as a count of one unit: "3 hours" in the past, "2 days" ahead, or "now".
struct RelativeTimeAmount: Hashable, Sendable {
    /// A unit of a relative time, from the smallest to the largest.
    enum Unit: Hashable, Sendable, CaseIterable {
        case second, minute, hour, day, week, month, year

        /// The unit's English name, singular.
        var name: String {
            switch self {
            case .second: "second"
            case .minute: "minute"
            case .hour: "hour"
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .year: "year"
            }
        }
    }

    /// The unit, or `nil` for "now" (less than a second away).
    let unit: Unit?
    /// How many units, at least 1 (0 for "now").
    let count: Int
    /// Whether the date is before now.
    let isPast: Bool

    private static let minute = 60.0
    private static let hour = 3_600.0
    private static let day = 86_400.0
    private static let year = 365.2425 * day
    private static let month = year / 12

    /// The amount of `seconds` from the date to now: positive when the date is in the past.
    init(seconds: TimeInterval) {
        isPast = seconds > 0
        let distance = abs(seconds).isFinite ? abs(seconds).rounded() : Self.year * 1_000_000
        guard distance >= 1 else {
            (unit, count) = (nil, 0)
            return
        }
        (unit, count) = Self.largestUnit(of: distance)
    }

    /// The largest unit that `distance` seconds reach once rounded, and the rounded count of it.
    private static func largestUnit(of distance: Double) -> (Unit, Int) {
        if distance < minute { return (.second, Int(distance)) }
        if (distance / minute).rounded() < 60 { return (.minute, Int((distance / minute).rounded())) }
        if (distance / hour).rounded() < 24 { return (.hour, Int((distance / hour).rounded())) }
        if (distance / day).rounded() < 7 { return (.day, Int((distance / day).rounded())) }
        if distance < 28 * day { return (.week, Int((distance / (7 * day)).rounded())) }
        if (distance / month).rounded() < 12 { return (.month, max(1, Int((distance / month).rounded()))) }
        return (.year, Int(min((distance / year).rounded(), Double(Int32.max))))
    }
}
