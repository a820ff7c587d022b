/// Text some of whose runs are highlighted: matched words, say.
///
/// The app hands it to ``Console/write(_:)-(HighlightedText)``, which cleans every run like any text, then
/// adds the highlighting itself on a terminal: the highlighting is the app's, never the feed's.
public struct HighlightedText: Sendable, Equatable {
    /// One run of the text.
    public struct Run: Sendable, Equatable {
        /// The run's text.
        public let text: String
        /// Whether the run is highlighted.
        public let isHighlighted: Bool

        /// Creates a run.
        public init(_ text: String, isHighlighted: Bool = false) {
            self.text = text
            self.isHighlighted = isHighlighted
        }
    }

    /// The runs, in order.
    public let runs: [Run]

    /// Creates the text of `runs`.
    public init(_ runs: [Run]) {
        self.runs = runs
    }

    /// The text without highlighting.
    public var plain: String { runs.map(\.text).joined() }

    /// The text with each highlighted run between `start` and `end`.
    public func marked(start: String, end: String) -> String {
        runs.map { $0.isHighlighted ? start + $0.text + end : $0.text }.joined()
    }
}
