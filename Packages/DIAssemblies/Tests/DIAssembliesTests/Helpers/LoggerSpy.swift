import Domain
import Synchronization

/// A logger that records every line with its level.
final class LoggerSpy: Logger {
    struct Line: Equatable {
        let level: LogLevel
        let message: String
    }

    private let recorded = Mutex<[Line]>([])

    var lines: [Line] { recorded.withLock { $0 } }
    var levels: [LogLevel] { lines.map(\.level) }

    func log(_ level: LogLevel, _ message: String) {
        recorded.withLock { $0.append(Line(level: level, message: message)) }
    }
}
