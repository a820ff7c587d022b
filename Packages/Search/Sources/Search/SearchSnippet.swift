/// A short passage of an item, as runs of text each either a matched word or the text around it.
///
/// Kept as runs, not as marked-up text, so whoever shows it cleans the item's text first and adds its
/// own highlighting after.
public struct SearchSnippet: Sendable, Equatable {
    /// One run of the passage.
    public struct Run: Sendable, Equatable {
        /// The run's text, as the feed gave it.
        public let text: String
        /// Whether the run is a word the query matched.
        public let isMatch: Bool

        /// Creates a run.
        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    /// The runs, in order.
    public let runs: [Run]

    /// Creates a passage of `runs`.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// The passage without highlighting.
    public var text: String { runs.map(\.text).joined() }
}
