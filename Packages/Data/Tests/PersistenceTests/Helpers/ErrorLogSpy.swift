import Domain
import Synchronization

/// Records the errors a store logs.
final class ErrorLogSpy: Logger {
    private let recorded = Mutex<[String]>([])

    var errors: [String] { recorded.withLock { $0 } }

    func log(_ level: LogLevel, _ message: String) {
        guard level == .error else { return }
        recorded.withLock { $0.append(message) }
    }
}
