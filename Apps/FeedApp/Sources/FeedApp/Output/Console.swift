/// Where the app writes: its output (stdout) and its messages (stderr), and what they are attached to.
///
/// - Threading: `Sendable`; writes may come from any task and are written whole.
public protocol Console: Sendable {
    /// Writes `text` to the output as it is (add the newline yourself).
    func write(_ text: String)
    /// Writes `text` to the messages stream as it is.
    func writeError(_ text: String)
    /// Whether the output is a terminal.
    var outputIsTerminal: Bool { get }
    /// Whether the messages stream is a terminal (progress is shown only then).
    var errorIsTerminal: Bool { get }
    /// How many columns the output has: the terminal's width, or 80 when it is not a terminal.
    var width: Int { get }
}
