/// Why a search was not run.
public enum SearchError: Error, Equatable, Sendable {
    /// The typed text holds no word to search for.
    case noWords
}
