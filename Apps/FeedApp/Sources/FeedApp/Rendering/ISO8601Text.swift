#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates as `JSONEncoder`'s `.iso8601` strategy writes them: `2026-01-15T11:00:00Z`, UTC, whole seconds.
enum ISO8601Text {
    private static let secondsPerDay: Int64 = 86_400

    /// How many bytes ``write(_:into:)`` writes.
    static let length = 20

    /// Writes the date in ISO 8601 at the start of `room` (``length`` bytes at least) when it falls in the years
    /// 1970 to 9999, and returns ``length``; returns 0, writing nothing, for the rare dates outside them, which
    /// Foundation's formatter writes.
    static func write(_ date: Date, into room: UnsafeMutableRawBufferPointer) -> Int {
        let interval = date.timeIntervalSince1970
        guard interval >= 0, interval < 253_402_300_800, room.count >= length else { return 0 }
        let seconds = Int64(interval)
        let (year, month, day) = civilDate(daysSince1970: seconds / secondsPerDay)
        let time = seconds % secondsPerDay
        // `YYYY-MM-DDTHH:MM:SSZ`, each field written as pairs of digits.
        let digits = Digits(room: room)
        digits.pair(year / 100, at: 0)
        digits.pair(year % 100, at: 2)
        room[4] = UInt8(ascii: "-")
        digits.pair(month, at: 5)
        room[7] = UInt8(ascii: "-")
        digits.pair(day, at: 8)
        room[10] = UInt8(ascii: "T")
        digits.pair(time / 3_600, at: 11)
        room[13] = UInt8(ascii: ":")
        digits.pair(time / 60 % 60, at: 14)
        room[16] = UInt8(ascii: ":")
        digits.pair(time % 60, at: 17)
        room[19] = UInt8(ascii: "Z")
        return length
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

    /// Decimal fields written into a buffer known to hold them.
    private struct Digits {
        let room: UnsafeMutableRawBufferPointer

        /// Writes `value` (0 ≤ value < 100) as two digits at `offset`.
        @inline(__always)
        func pair(_ value: Int64, at offset: Int) {
            let number = UInt8(truncatingIfNeeded: value)
            let tens = number / 10
            room[offset] = UInt8(ascii: "0") &+ tens
            room[offset + 1] = UInt8(ascii: "0") &+ (number &- tens &* 10)
        }
    }
}
