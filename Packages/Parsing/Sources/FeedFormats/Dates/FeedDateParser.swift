#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a date in whichever of the two formats a feed used, whatever its format says it should use.
///
/// RSS feeds put ISO 8601 in `pubDate` and Atom feeds put RFC 822 in `updated` often enough that both
/// are read everywhere. The first bytes decide which parser reads a date: RFC 3339 text starts with four
/// digits and a hyphen, which RFC 822's first field (a day name or a day number) never holds.
enum FeedDateParser {
    /// The instant `string` denotes, or `nil` when it is in neither format.
    static func date(from string: String?) -> Date? {
        guard let text = string?.trimmingWhitespace, !text.isEmpty else { return nil }
        return date(fromTrimmed: Array(text.utf8))
    }

    /// ``date(from:)`` for a text given as UTF-8 bytes (an element's ``MarkupElement/textBytes``): trimmed
    /// and read as bytes, without a `String` made of them unless an end is not ASCII.
    static func date(fromUTF8 text: ArraySlice<UInt8>) -> Date? {
        let trimmed = ASCII.trimmingWhitespace(text)
        guard let first = trimmed.first, let last = trimmed.last else { return nil }
        // Other whitespace at an end is trimmed as `String.trimmingWhitespace` trims it.
        guard first < 0x80, last < 0x80 else { return date(from: String(decoding: trimmed, as: UTF8.self)) }
        // RFC 1123's exact shape, nearly every RSS date, is read in place; other dates from a copy.
        if let time = RFC822DateParser.canonicalTime(in: trimmed) { return time.date }
        return date(fromTrimmed: Array(trimmed))
    }

    private static func date(fromTrimmed bytes: [UInt8]) -> Date? {
        if bytes.count >= 5, bytes[0..<4].allSatisfy({ (0x30...0x39).contains($0) }), bytes[4] == UInt8(ascii: "-") {
            return RFC3339DateParser.date(from: bytes)
        }
        return RFC822DateParser.date(from: bytes)
    }
}
