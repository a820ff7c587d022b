/// Receives what the app wants to tell whoever is watching it run.
///
/// Libraries accept a logger; only the app chooses where the lines go.
///
/// - Threading: called from any task; implementations must not block for long.
public protocol Logger: Sendable {
    /// Records `message` at `level`.
    func log(_ level: LogLevel, _ message: String)

    /// Whether a message at `level` would be recorded: a caller need not make one that would be dropped.
    ///
    /// Every logger records every level unless it says otherwise.
    func records(_ level: LogLevel) -> Bool
}

extension Logger {
    /// Records every level.
    public func records(_ level: LogLevel) -> Bool { true }

    /// Records a debug message, made only when that level is recorded.
    public func debug(_ message: @autoclosure () -> String) { logIfRecorded(.debug, message) }
    /// Records an informational message, made only when that level is recorded.
    public func info(_ message: @autoclosure () -> String) { logIfRecorded(.info, message) }
    /// Records a warning, made only when that level is recorded.
    public func warning(_ message: @autoclosure () -> String) { logIfRecorded(.warning, message) }
    /// Records an error, made only when that level is recorded.
    public func error(_ message: @autoclosure () -> String) { logIfRecorded(.error, message) }

    private func logIfRecorded(_ level: LogLevel, _ message: () -> String) {
        guard records(level) else { return }
        log(level, message())
    }
}
