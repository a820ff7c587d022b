import Foundation

/// Parses RFC 822 / RFC 1123 dates as RSS writes them: `Tue, 05 Mar 2024 14:30:00 GMT`.
///
/// Accepts a missing day name, one-digit days, two-digit years (below 50 means 20xx), full month names,
/// times without seconds, numeric zones with or without a colon (`+0200`, `+02:00`), `GMT`, `UT`, `UTC`,
/// `Z`, the North American zones (`EST` ... `PDT`), no zone (read as UTC) and a trailing comment.
enum RFC822DateParser {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let zones: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7,
    ]

    /// The instant `string` denotes, or `nil` when it is not such a date.
    static func date(from string: String) -> Date? {
        var tokens = string.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .map { $0.lowercased() }
        if let first = tokens.first, first.first?.isLetter == true { tokens.removeFirst() }
        guard tokens.count >= 4, let day = Int(tokens[0]), let year = Int(tokens[2]) else { return nil }
        guard let month = months.firstIndex(of: String(tokens[1].prefix(3))) else { return nil }
        var time = CivilTime(
            year: tokens[2].count == 2 ? (year < 50 ? 2000 + year : 1900 + year) : year,
            month: month + 1, day: day)
        let clock = tokens[3].split(separator: ":").map { Int($0) }
        guard (2...3).contains(clock.count), let hour = clock[0], let minute = clock[1] else { return nil }
        (time.hour, time.minute) = (hour, minute)
        if clock.count == 3 {
            guard let second = clock[2] else { return nil }
            time.second = second
        }
        if tokens.count > 4 {
            guard let offset = offset(of: tokens[4]) else { return nil }
            time.offset = offset
        }
        return time.date
    }

    private static func offset(of zone: String) -> Int? {
        if let hours = zones[zone] { return hours * 3_600 }
        if zone.count == 1, zone.first?.isLetter == true { return 0 }  // military zones: RFC 1123 says treat as 0
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, let value = Int(digits) else { return nil }
        let seconds = (value / 100) * 3_600 + (value % 100) * 60
        return sign == "-" ? -seconds : seconds
    }
}
