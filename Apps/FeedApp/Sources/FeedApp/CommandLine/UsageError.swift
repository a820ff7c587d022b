/// A command line the parser could not accept: which part was wrong, and the usage line to fix it.
///
/// The app prints it on stderr and exits with ``ExitCode/usage`` (64).
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, naming the command, flag or value (`unknown flag --jsn for feed read`).
    let message: String
    /// The usage line of the command concerned, or of `feed` itself.
    let usage: String
    /// The help command to suggest (`feed read --help`).
    let helpHint: String

    init(_ message: String, spec: CommandSpec) {
        self.message = message
        self.usage = spec.usage
        self.helpHint = "\(spec.invocation) --help"
    }

    /// The three lines printed: the problem, the usage line, where to read more.
    var description: String {
        "feed: \(message)\nUsage: \(usage)\nRun `\(helpHint)` for more."
    }
}
