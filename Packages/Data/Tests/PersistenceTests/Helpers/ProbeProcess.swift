import Foundation
import Testing

/// The `PersistenceStoreProbe` helper executable, run as a child process with a hard time limit.
///
/// SwiftPM builds it next to the test bundle, so it is looked up in the folder of the running executable.
/// Children are always stopped with SIGKILL: a child started from a Swift-concurrency thread inherits blocked
/// signals, so a polite SIGTERM may never arrive.
final class ProbeProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()

    static var executableURL: URL? {
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let probe = tests.deletingLastPathComponent().appendingPathComponent("PersistenceStoreProbe")
        return FileManager.default.isExecutableFile(atPath: probe.path) ? probe : nil
    }

    /// The `setpriv` tool that runs a command as another user, when this system has it.
    static let setpriv: URL? = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Starts the probe with `arguments`; `asNobody` runs it as the unprivileged user 65534 through `setpriv`.
    init(_ arguments: [String], asNobody: Bool = false) throws {
        guard let executable = Self.executableURL else {
            throw ProbeError.notBuilt
        }
        if asNobody, let setpriv = Self.setpriv {
            process.executableURL = setpriv
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    /// Waits for the probe to end by itself, killing it after `timeout` seconds; returns its status and output.
    func finish(timeout: TimeInterval) async -> (status: Int32, output: String, timedOut: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        let timedOut = process.isRunning
        if timedOut { kill() }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text.trimmingCharacters(in: .whitespacesAndNewlines), timedOut)
    }

    /// Stops the probe at once, wherever it is (mid-save included), and waits for it to be gone.
    func kill() {
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    enum ProbeError: Error, CustomStringConvertible {
        case notBuilt

        var description: String {
            "PersistenceStoreProbe was not found next to the test executable; build the package's tests with swift test"
        }
    }
}
