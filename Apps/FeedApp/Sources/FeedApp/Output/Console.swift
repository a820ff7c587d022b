/// Where the app writes: its output (stdout) and its messages (stderr), and what they are attached to.
///
/// - Threading: `Sendable`; writes may come from any task and are written whole.
public protocol Console: Sendable {
    /// Writes `text` to the output as it is (add the newline yourself).
    func write(_ text: String)
    /// Writes `text` to the messages stream as it is.
    func writeError(_ text: String)
    /// Writes `text`, already cleaned, to the output as it is; a console that colours shows its styled ranges.
    func write(_ text: TerminalSafeText)
    /// Writes `runs` to the output, one write; a console that colours shows each run's style.
    func write(_ runs: [StyledText])
    /// Writes `runs` to the messages stream, one write; a console that colours shows each run's style.
    func writeError(_ runs: [StyledText])
    /// Shows `line` as the status line at the bottom of the messages stream, replacing the one before;
    /// `nil` removes it.
    func showStatus(_ line: String?)
    /// Whether the output is a terminal.
    var outputIsTerminal: Bool { get }
    /// Whether the messages stream is a terminal (progress is shown only then).
    var errorIsTerminal: Bool { get }
    /// How many columns the output has: the terminal's width; else `COLUMNS` when it is set; else `nil`
    /// (a pipe or a file), where lines are written whole.
    var width: Int? { get }
}

extension Console {
    /// Writes the text as a `String`, without colour.
    public func write(_ text: TerminalSafeText) { write(String(decoding: text.utf8, as: UTF8.self)) }
    /// Writes the runs' text, without colour.
    public func write(_ runs: [StyledText]) { write(runs.map(\.text).joined()) }
    /// Writes the runs' text, without colour.
    public func writeError(_ runs: [StyledText]) { writeError(runs.map(\.text).joined()) }
}
