/// A run of text and the part it plays, which a console on a terminal may show in colour.
///
/// The app never writes colour codes itself: it says what a run is (a feed's title, a new item, a warning,
/// an error) and ``ColoringConsole`` adds the codes, after ``CleaningConsole`` has cleaned the text.
public struct StyledText: Sendable, Equatable {
    /// What a run of text is, for the console that colours it.
    public enum Style: Sendable, Equatable, CaseIterable {
        /// A feed's title.
        case feedTitle
        /// An item this read is the first to see.
        case newItem
        /// Something the person should notice: the cache stood in, a copy is stale.
        case warning
        /// Something could not be done.
        case error
        /// A word a search matched, in a result's snippet.
        case match
    }

    /// The text, as it is written when there is no colour.
    public let text: String
    /// What the text is; `nil` for plain text.
    public let style: Style?

    /// A run of `text` playing `style`.
    public init(_ text: String, _ style: Style? = nil) {
        self.text = text
        self.style = style
    }
}
