#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a person searches for: the words every result must contain, optionally within one feed.
///
/// Built from the text as typed: split at whitespace into terms, each matched as a whole word (a phrase
/// when the index splits it further), so no character a person types can be read as search syntax.
/// The text is bounded in terms and characters before anything reads it.
public struct SearchQuery: Sendable, Equatable {
    /// The most terms read from the typed text; the rest are ignored.
    public static let maximumTerms = 16
    /// The most characters of one term; longer terms are cut.
    public static let maximumTermLength = 64

    /// The words to find, in the order typed; never empty.
    public let terms: [String]
    /// The feed to search in, or `nil` for every cached feed.
    public let feedURL: URL?
    /// The most results to give.
    public let limit: Int

    /// The query for `text`, or `nil` when it holds no word.
    ///
    /// - Parameters:
    ///   - text: the words as typed, separated by whitespace.
    ///   - feedURL: the one feed to search in, if any.
    ///   - limit: the most results to give (at least 1).
    public init?(text: String, feedURL: URL? = nil, limit: Int = 50) {
        let terms = text.split(whereSeparator: \.isWhitespace).prefix(Self.maximumTerms).map {
            String($0.prefix(Self.maximumTermLength))
        }
        guard !terms.isEmpty else { return nil }
        self.terms = terms
        self.feedURL = feedURL
        self.limit = max(1, limit)
    }
}
