#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses RFC 3339 / ISO 8601 timestamps as Atom and JSON Feed write them.
///
/// Accepts `2024-03-05T14:30:00Z`, fractional seconds (`14:30:00.250+02:00`), no seconds (`14:30Z`), a
/// space or lowercase `t`, `+0200` without a colon, no zone (read as UTC) and a bare date (midnight UTC).
enum RFC3339DateParser {
    /// The instant the UTF-8 `bytes` (trimmed) denote, or `nil` when they are not such a timestamp.
    static func date(from bytes: [UInt8]) -> Date? {
        var scanner = DigitScanner(bytes)
        guard let year = scanner.number(digits: 4), scanner.skip(UInt8(ascii: "-")),
            let month = scanner.number(digits: 2), scanner.skip(UInt8(ascii: "-")), let day = scanner.number(digits: 2)
        else { return nil }
        var time = CivilTime(year: year, month: month, day: day)
        if scanner.isAtEnd { return time.date }
        guard scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t")) || scanner.skip(UInt8(ascii: " ")),
            let hour = scanner.number(digits: 2), scanner.skip(UInt8(ascii: ":")),
            let minute = scanner.number(digits: 2)
        else { return nil }
        (time.hour, time.minute) = (hour, minute)
        if scanner.skip(UInt8(ascii: ":")) {
            guard let second = scanner.number(digits: 2) else { return nil }
            time.second = second
            if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
                guard let fraction = scanner.fraction() else { return nil }
                time.fraction = fraction
            }
        }
        guard let offset = zoneOffset(&scanner), scanner.isAtEnd else { return nil }
        time.offset = offset
        return time.date
    }

    private static func zoneOffset(_ scanner: inout DigitScanner) -> Int? {
        if scanner.isAtEnd || scanner.skip(UInt8(ascii: "Z")) || scanner.skip(UInt8(ascii: "z")) { return 0 }
        let sign: Int
        if scanner.skip(UInt8(ascii: "+")) {
            sign = 1
        } else if scanner.skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = scanner.number(digits: 2) else { return nil }
        _ = scanner.skip(UInt8(ascii: ":"))
        let minutes = scanner.number(digits: 2) ?? 0
        return sign * (hours * 3_600 + minutes * 60)
    }
}
