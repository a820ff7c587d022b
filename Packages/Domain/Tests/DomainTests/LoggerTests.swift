import Domain
import Synchronization
import Testing

@Suite("Logger")
struct LoggerTests {
    @Test("a message is made and logged only at a level the logger records")
    func messages_areMadeOnlyForRecordedLevels() {
        let sut = WarningsOnlyLogger()
        let made = Mutex(0)
        let message = { (text: String) -> String in
            made.withLock { $0 += 1 }
            return text
        }

        sut.debug(message("debug"))
        sut.info(message("info"))
        sut.warning(message("warning"))
        sut.error(message("error"))

        #expect(made.withLock { $0 } == 2)
        #expect(sut.logged == [.warning, .error])
    }

    @Test("a logger that says nothing of its levels records every one")
    func records_byDefault_everyLevel() {
        #expect(LogLevel.allCases.allSatisfy(EveryLevelLogger().records))
    }

    // MARK: - Helpers

    private final class WarningsOnlyLogger: Logger {
        private let lines = Mutex<[LogLevel]>([])

        var logged: [LogLevel] { lines.withLock { $0 } }

        func log(_ level: LogLevel, _ message: String) { lines.withLock { $0.append(level) } }
        func records(_ level: LogLevel) -> Bool { level >= .warning }
    }

    private struct EveryLevelLogger: Logger {
        func log(_ level: LogLevel, _ message: String) {}
    }
}
