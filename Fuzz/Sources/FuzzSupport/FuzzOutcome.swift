/// What one parser made of one fuzz input: the harnesses return it so tests can check the seeds still parse.
///
/// Either outcome is fine while fuzzing; only a crash, a hang or a sanitizer report is a finding.
public enum FuzzOutcome: Sendable, Hashable {
    /// The parser accepted the input; `summary` says what it read (an item count, an exit code).
    case accepted(summary: String)
    /// The parser refused the input with an error, as it should for broken input.
    case rejected(reason: String)

    /// Whether the parser accepted the input.
    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }
}
