import Foundation

/// Runs a program (a shell, groff) on a script and gives what it printed.
enum ShellRun {
    /// What the program printed and how it ended.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// A new temporary file holding `text`.
    static func file(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Whether `path` is an executable the tests can run.
    static func exists(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs `path` with `arguments`, `input` on its stdin, and waits for it.
    static func run(_ path: String, _ arguments: [String], input: String = "") throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Small outputs only: stderr is read after stdout, which a full stderr pipe would block.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }
}
