import Foundation

/// Why a wait ended without its condition.
struct WaitTimedOut: Error, CustomStringConvertible {
    var description: String { "the condition did not hold within the time limit" }
}

/// Polls `condition` every 20 ms until it holds, at most `limit`: generous, it only stops a broken test.
func waitUntil(limit: Duration = .seconds(120), _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimedOut() }
        try await Task.sleep(for: .milliseconds(20))
    }
}

/// The `sqlite3` tool, to age a cached copy the way only time otherwise would.
enum Sqlite {
    static let tool = URL(fileURLWithPath: "/usr/bin/sqlite3")

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tool.path) }

    /// Runs `sql` on the database at `file`.
    static func run(_ sql: String, in file: URL) async throws {
        let child = try ChildProcess(executable: tool, arguments: [file.path, sql], environment: [:])
        let result = await child.wait(limit: .seconds(120))
        guard result.status == 0 else { throw ChildProcessError(message: "sqlite3 failed: \(result.stderr)") }
    }
}
