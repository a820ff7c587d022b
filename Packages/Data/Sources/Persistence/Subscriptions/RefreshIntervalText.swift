#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The optional `refresh=` word of a subscription line: a whole number of minutes, hours or days (`45m`,
/// `2h`, `1d`), at most 30 days.
enum RefreshIntervalText {
    /// The word's prefix.
    static let prefix = "refresh="
    private static let units: [Character: TimeInterval] = ["m": 60, "h": 60 * 60, "d": 24 * 60 * 60]
    private static let maximum: TimeInterval = 30 * 24 * 60 * 60

    /// The interval `word` gives, in seconds; `nil` when it is not a `refresh=` word.
    ///
    /// - Throws: A reason a person can act on, when the word starts with `refresh=` but says no interval.
    static func interval(from word: Substring) throws(RefreshIntervalTextError) -> TimeInterval? {
        guard word.hasPrefix(prefix) else { return nil }
        let value = word.dropFirst(prefix.count)
        guard let unit = value.last, let seconds = units[unit], value.count <= 6,
            let count = Int(value.dropLast()), count > 0, TimeInterval(count) * seconds <= maximum
        else { throw RefreshIntervalTextError(word: String(word)) }
        return TimeInterval(count) * seconds
    }

    /// `interval` as a word, in the largest unit that divides it (whole minutes at least).
    static func word(for interval: TimeInterval) -> String {
        let minutes = max(1, Int(interval / 60))
        if minutes % (24 * 60) == 0 { return "\(prefix)\(minutes / (24 * 60))d" }
        if minutes % 60 == 0 { return "\(prefix)\(minutes / 60)h" }
        return "\(prefix)\(minutes)m"
    }
}

/// A `refresh=` word that says no interval.
struct RefreshIntervalTextError: Error {
    /// The word as written.
    let word: String
    /// Why it was refused, and what to write instead.
    var reason: String {
        "\"\(word)\" is not a refresh interval; write refresh= and a whole number of minutes, hours or days, "
            + "such as refresh=45m, refresh=2h or refresh=1d (at most 30 days)"
    }
}
