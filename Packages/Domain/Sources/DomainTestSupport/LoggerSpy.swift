import Domain
import Synchronization

/// A logger that records every line with its level.
public final class LoggerSpy: Logger {
    /// One line logged.
    public struct Line: Equatable, Sendable {
        /// Its level.
        public let level: LogLevel
        /// Its text.
        public let message: String

        /// Creates a line.
        public init(level: LogLevel, message: String) {
            self.level = level
            self.message = message
        }
    }

    private let recorded = Mutex<[Line]>([])

    /// Creates a spy that has recorded nothing.
    public init() {}

    /// The lines logged, in order.
    public var lines: [Line] { recorded.withLock { $0 } }
    /// The levels of the lines logged, in order.
    public var levels: [LogLevel] { lines.map(\.level) }
    /// The lines as `level: message`.
    public var messages: [String] { lines.map { "\($0.level): \($0.message)" } }

    /// Records the line.
    public func log(_ level: LogLevel, _ message: String) {
        recorded.withLock { $0.append(Line(level: level, message: message)) }
    }
}
