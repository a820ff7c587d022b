import Foundation

/// Dates as `JSONEncoder`'s `.iso8601` strategy writes them: `2026-01-15T11:00:00Z`, UTC, whole seconds.
enum ISO8601Text {
    private static let secondsPerDay: Int64 = 86_400

    /// Appends the date in ISO 8601 to `bytes`; Foundation's formatter writes the rare dates outside years
    /// 1970 to 9999.
    static func append(_ date: Date, to bytes: inout [UInt8]) {
        let interval = date.timeIntervalSince1970
        guard interval >= 0, interval < 253_402_300_800 else {
            bytes.append(contentsOf: ISO8601DateFormatter().string(from: date).utf8)
            return
        }
        let seconds = Int64(interval)
        let (year, month, day) = civilDate(daysSince1970: seconds / secondsPerDay)
        let time = seconds % secondsPerDay
        append(year, digits: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(month, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(day, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        append(time / 3_600, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(time / 60 % 60, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(time % 60, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (days ≥ 0), by eras of 400 years.
    private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends `value` (0 ≤ value < 10^digits) in exactly `digits` decimal digits.
    private static func append(_ value: Int64, digits: Int, to bytes: inout [UInt8]) {
        var divisor: Int64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
