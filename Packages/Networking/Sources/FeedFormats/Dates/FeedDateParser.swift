import Foundation

/// Reads a date in whichever of the two formats a feed used, whatever its format says it should use.
///
/// RSS feeds put ISO 8601 in `pubDate` and Atom feeds put RFC 822 in `updated` often enough that both
/// are read everywhere. The first bytes decide which parser reads a date: RFC 3339 text starts with four
/// digits and a hyphen, which RFC 822's first field (a day name or a day number) never holds.
enum FeedDateParser {
    /// The instant `string` denotes, or `nil` when it is in neither format.
    static func date(from string: String?) -> Date? {
        guard let text = string?.trimmingWhitespace, !text.isEmpty else { return nil }
        let bytes = Array(text.utf8)
        if bytes.count >= 5, bytes[0..<4].allSatisfy({ (0x30...0x39).contains($0) }), bytes[4] == UInt8(ascii: "-") {
            return RFC3339DateParser.date(from: bytes)
        }
        return RFC822DateParser.date(from: bytes)
    }
}
