/// The container cannot describe or check itself yet, so `feed graph` or `feed validate` cannot run.
public struct DiagnosticsUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is missing (`graph`, `validate`).
    public let feature: String

    /// Creates the error for `feature`.
    public init(feature: String) {
        self.feature = feature
    }

    /// What failed and what to try.
    public var description: String {
        "feed \(feature) is not available yet: the DI container does not offer it in this build. "
            + "Update to a build whose DI package has it."
    }
}
