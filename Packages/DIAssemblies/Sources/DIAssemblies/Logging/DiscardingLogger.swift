import Domain

/// A ``Domain/Logger`` that drops every line: for ``LogDestination/discarded`` and tests that do not listen.
public struct DiscardingLogger: Logger {
    /// Creates the logger.
    public init() {}

    /// Drops the line.
    public func log(_ level: LogLevel, _ message: String) {}

    /// Records no level.
    public func records(_ level: LogLevel) -> Bool { false }
}
