/// The first fields of an RFC 822 date's UTF-8 bytes, split where a space, comma, tab or line feed stands
/// alone.
///
/// Splitting works on characters as Swift counts them: a line feed after a carriage return is part of one
/// character and splits nothing, and neither does a separator followed by a combining mark. ASCII text
/// (nearly every date) is split in place on its bytes; any other goes through `String`.
enum RFC822Fields {
    /// At most the first `limit` fields, in order. Fields of ASCII text are its bytes as written (the parser
    /// compares them ignoring ASCII case); fields of other text are lowercased, as `String.lowercased()` does.
    static func fields(of bytes: [UInt8], limit: Int) -> [ArraySlice<UInt8>] {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return unicodeFields(of: bytes, limit: limit) }
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(limit)
        var start: Int?
        for index in bytes.indices {
            if isSeparator(at: index, in: bytes) {
                if let first = start {
                    fields.append(bytes[first..<index])
                    if fields.count == limit { return fields }
                    start = nil
                }
            } else if start == nil {
                start = index
            }
        }
        if let first = start { fields.append(bytes[first...]) }
        return fields
    }

    private static func isSeparator(at index: Int, in bytes: [UInt8]) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"): true
        case UInt8(ascii: "\n"): index == 0 || bytes[index - 1] != UInt8(ascii: "\r")
        default: false
        }
    }

    private static func unicodeFields(of bytes: [UInt8], limit: Int) -> [ArraySlice<UInt8>] {
        String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .prefix(limit)
            .map { Array($0.lowercased().utf8)[...] }
    }
}
