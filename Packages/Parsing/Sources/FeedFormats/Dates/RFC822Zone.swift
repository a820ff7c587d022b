/// Reads the zone field of an RFC 822 date as a number of seconds east of UTC.
enum RFC822Zone {
    private static let names: [(name: [UInt8], hours: Int)] = [
        ("gmt", 0), ("ut", 0), ("utc", 0), ("z", 0), ("est", -5), ("edt", -4), ("cst", -6), ("cdt", -5),
        ("mst", -7), ("mdt", -6), ("pst", -8), ("pdt", -7),
    ].map { (Array($0.0.utf8), $0.1) }

    /// The offset `field` (UTF-8, any ASCII case) names: a zone name, a single letter (a military zone,
    /// which RFC 1123 says to read as UTC), or a sign and four digits with an optional colon.
    static func offset(of field: ArraySlice<UInt8>) -> Int? {
        if field.contains(where: { $0 >= 0x80 }) {
            // No name or number holds a non-ASCII character; a single letter still counts.
            let text = String(decoding: field, as: UTF8.self)
            return text.count == 1 && text.first?.isLetter == true ? 0 : nil
        }
        let zone = names.first {
            $0.name.count == field.count && zip($0.name, field).allSatisfy { $0 == ASCII.lowercased($1) }
        }
        if let zone { return zone.hours * 3_600 }
        if field.count == 1, let letter = field.first, ASCII.isLetter(letter) { return 0 }
        guard let sign = field.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = field.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 4, let value = DecimalInteger.value(of: digits[...]) else { return nil }
        let seconds = (value / 100) * 3_600 + (value % 100) * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }
}
