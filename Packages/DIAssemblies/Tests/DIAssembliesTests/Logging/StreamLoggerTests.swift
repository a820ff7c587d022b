import DIAssemblies
import Domain
import Foundation
import Testing

@Suite("StreamLogger")
struct StreamLoggerTests {
    @Test("writes 'level: message' lines at or above the minimum level and drops the others")
    func writesLinesAtOrAboveMinimum() throws {
        let output = try written { logger in
            logger.debug("hidden")
            logger.info("shown")
            logger.error("failed")
        }

        #expect(output == "info: shown\nerror: failed\n")
    }

    @Test("records the levels at or above its minimum only; a discarding logger records none")
    func recordsLevelsAtOrAboveMinimum() {
        let sut = StreamLogger(minimumLevel: .warning)

        #expect(LogLevel.allCases.filter(sut.records) == [.warning, .error])
        #expect(LogLevel.allCases.filter(DiscardingLogger().records).isEmpty)
    }

    @Test("writes a message with line breaks as one line")
    func flattensLineBreaks() throws {
        let output = try written { logger in
            logger.warning("first\nsecond\r\nthird")
        }

        #expect(output == "warning: first second third\n")
    }

    @Test("lines logged from many tasks at once come out whole")
    func concurrentLinesStayWhole() async throws {
        let pipe = Pipe()
        let logger = StreamLogger(minimumLevel: .debug, descriptor: pipe.fileHandleForWriting.fileDescriptor)
        let message = String(repeating: "x", count: 200)

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { logger.info("\(index) \(message)") }
            }
        }
        try pipe.fileHandleForWriting.close()
        let lines = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")

        #expect(lines.count == 100)
        #expect(lines.allSatisfy { $0.hasPrefix("info: ") && $0.hasSuffix(message) })
    }

    // MARK: - Helpers

    private func written(minimumLevel: LogLevel = .info, _ body: (StreamLogger) -> Void) throws -> String {
        let pipe = Pipe()
        body(StreamLogger(minimumLevel: minimumLevel, descriptor: pipe.fileHandleForWriting.fileDescriptor))
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
