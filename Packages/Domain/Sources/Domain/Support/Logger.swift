/// Receives what the app wants to tell whoever is watching it run.
///
/// Libraries accept a logger; only the app chooses where the lines go.
///
/// - Threading: called from any task; implementations must not block for long.
public protocol Logger: Sendable {
    /// Records `message` at `level`.
    func log(_ level: LogLevel, _ message: String)
}

extension Logger {
    /// Records a debug message.
    public func debug(_ message: String) { log(.debug, message) }
    /// Records an informational message.
    public func info(_ message: String) { log(.info, message) }
    /// Records a warning.
    public func warning(_ message: String) { log(.warning, message) }
    /// Records an error.
    public func error(_ message: String) { log(.error, message) }
}
