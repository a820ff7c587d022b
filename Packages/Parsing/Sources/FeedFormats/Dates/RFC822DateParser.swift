#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses RFC 822 / RFC 1123 dates as RSS writes them: `Tue, 05 Mar 2024 14:30:00 GMT`.
///
/// Accepts a missing day name, one-digit days, two-digit years (below 50 means 20xx), full month names,
/// times without seconds, numeric zones with or without a colon (`+0200`, `+02:00`), `GMT`, `UT`, `UTC`,
/// `Z`, the North American zones (`EST` ... `PDT`), no zone (read as UTC) and a trailing comment. Reads
/// UTF-8 bytes; numbers are read as `Int(_:)` reads them (a sign allowed).
enum RFC822DateParser {
    private static let months: [[UInt8]] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ].map { Array($0.utf8) }

    /// The instant the UTF-8 `bytes` (trimmed) denote, or `nil` when they are not such a date.
    static func date(from bytes: [UInt8]) -> Date? {
        if let time = canonicalTime(in: bytes[...]) { return time.date }
        var fields = RFC822Fields(of: bytes, limit: 6)
        var first = fields.next()
        if let field = first, startsWithLetter(field) { first = fields.next() }
        guard let dayField = first, let monthField = fields.next(), let yearField = fields.next(),
            let clockField = fields.next()
        else { return nil }
        guard let day = DecimalInteger.value(of: dayField), let year = DecimalInteger.value(of: yearField),
            let month = month(in: monthField)
        else { return nil }
        var time = CivilTime(
            year: yearField.count == 2 ? (year < 50 ? 2000 + year : 1900 + year) : year, month: month, day: day)
        guard let clock = clock(in: clockField) else { return nil }
        (time.hour, time.minute, time.second) = clock
        if let zoneField = fields.next() {
            guard let offset = RFC822Zone.offset(of: zoneField) else { return nil }
            time.offset = offset
        }
        return time.date
    }

    /// The time of a date written exactly as RFC 1123 writes it (`Tue, 05 Mar 2024 14:30:00 GMT`, as nearly
    /// every feed does), read at fixed offsets; `nil` for any other shape, which the fields then read. It
    /// gives what the fields give for this shape.
    static func canonicalTime(in text: ArraySlice<UInt8>) -> CivilTime? {
        let start = text.startIndex
        guard text.count > 26, text.count <= 31 else { return nil }
        let bytes = text[start..<start + 26]
        guard bytes[start + 3] == UInt8(ascii: ","), bytes[start + 4] == 0x20, bytes[start + 7] == 0x20,
            bytes[start + 11] == 0x20, bytes[start + 16] == 0x20, bytes[start + 19] == UInt8(ascii: ":"),
            bytes[start + 22] == UInt8(ascii: ":"), bytes[start + 25] == 0x20,
            bytes[start..<start + 3].allSatisfy(ASCII.isLetter),
            bytes[start + 8..<start + 11].allSatisfy(ASCII.isLetter),
            text[(start + 26)...].allSatisfy(isZoneByte),
            let day = digits(bytes, start + 5, 2), let year = digits(bytes, start + 12, 4),
            let hour = digits(bytes, start + 17, 2), let minute = digits(bytes, start + 20, 2),
            let second = digits(bytes, start + 23, 2), let month = month(in: bytes[start + 8..<start + 11]),
            let offset = RFC822Zone.offset(of: text[(start + 26)...])
        else { return nil }
        var time = CivilTime(year: year, month: month, day: day)
        (time.hour, time.minute, time.second, time.offset) = (hour, minute, second, offset)
        return time
    }

    /// Whether `byte` may be part of a zone without splitting it: a letter, a digit, a sign or a colon.
    private static func isZoneByte(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":")
    }

    /// The number `count` decimal digits from `start` spell, or `nil` when one is not a digit.
    private static func digits(_ bytes: ArraySlice<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Whether the field's first character is a letter: a day name, which is skipped.
    private static func startsWithLetter(_ field: ArraySlice<UInt8>) -> Bool {
        guard let first = field.first else { return false }
        if first < 0x80 { return ASCII.isLetter(first) }
        return String(decoding: field, as: UTF8.self).first?.isLetter == true
    }

    /// The month (1-12) whose name the field's first three characters are.
    private static func month(in field: ArraySlice<UInt8>) -> Int? {
        if field.contains(where: { $0 >= 0x80 }) {
            let prefix = Array(String(String(decoding: field, as: UTF8.self).prefix(3)).utf8)
            return months.firstIndex(of: prefix).map { $0 + 1 }
        }
        guard field.count >= 3 else { return nil }
        let prefix = field.prefix(3)
        let index = months.firstIndex { name in zip(name, prefix).allSatisfy { $0 == ASCII.lowercased($1) } }
        return index.map { $0 + 1 }
    }

    /// Hours, minutes and seconds from `hh:mm` or `hh:mm:ss` (empty parts between colons are skipped).
    private static func clock(in field: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        var parts = (0, 0, 0)
        var count = 0
        var rest = field
        while !rest.isEmpty {
            let part = rest.prefix { $0 != UInt8(ascii: ":") }
            rest = rest[part.endIndex...].dropFirst()
            guard !part.isEmpty else { continue }
            guard count < 3, let value = DecimalInteger.value(of: part) else { return nil }
            switch count {
            case 0: parts.0 = value
            case 1: parts.1 = value
            default: parts.2 = value
            }
            count += 1
        }
        return count >= 2 ? parts : nil
    }
}
