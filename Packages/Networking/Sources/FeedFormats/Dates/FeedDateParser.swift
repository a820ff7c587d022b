import Foundation

/// Reads a date in whichever of the two formats a feed used, whatever its format says it should use.
///
/// RSS feeds put ISO 8601 in `pubDate` and Atom feeds put RFC 822 in `updated` often enough that both
/// are tried, the expected one first.
enum FeedDateParser {
    /// The instant `string` denotes, or `nil` when it is in neither format.
    static func date(from string: String?) -> Date? {
        guard let string = string?.trimmingCharacters(in: .whitespacesAndNewlines), !string.isEmpty else {
            return nil
        }
        if string.first?.isNumber == true, string.count >= 10,
            string[string.index(string.startIndex, offsetBy: 4)] == "-"
        {
            return RFC3339DateParser.date(from: string) ?? RFC822DateParser.date(from: string)
        }
        return RFC822DateParser.date(from: string) ?? RFC3339DateParser.date(from: string)
    }
}
