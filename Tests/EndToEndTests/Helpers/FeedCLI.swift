import Foundation
import Testing

/// Runs the built `feed` binary in a sandbox of its own: a temporary HOME with XDG folders, a cache and a config.
///
/// Commands that accept `--cache` and `--config` get the sandbox's folders explicitly too.
struct FeedCLI {
    /// The built binary: `FEED_BINARY`, else `feed` beside the test bundle in the build products folder.
    static let binary: URL? = locate()

    /// Why the end-to-end tests are skipped when there is no binary.
    static let missingBinary: Comment = "the feed binary is not in the build products folder; run `swift build` first"

    /// The commands that take `--cache` and `--config`.
    static let configurable: Set<String> = [
        "read", "cache", "graph", "validate", "add", "remove", "list", "import", "export", "show", "open",
        "mark-read", "mark-unread", "search",
    ]

    /// The sandbox's root, used as HOME.
    let home: URL
    /// The cache folder passed with `--cache`.
    let cache: URL
    /// The config folder passed with `--config`.
    let config: URL

    /// Creates an empty sandbox.
    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("feed-e2e-\(UUID().uuidString)")
        cache = home.appendingPathComponent("cache-dir", isDirectory: true)
        config = home.appendingPathComponent("config-dir", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// A sandbox sharing this one's HOME and cache but with an empty config folder of its own.
    func withFreshConfig() -> FeedCLI {
        FeedCLI(home: home, cache: cache, config: home.appendingPathComponent("config-\(UUID().uuidString)"))
    }

    private init(home: URL, cache: URL, config: URL) {
        self.home = home
        self.cache = cache
        self.config = config
    }

    /// Runs `feed arguments` and waits for it, at most `limit`: generous, so a loaded machine never reaches it.
    ///
    /// - Parameter variables: Added to the sandbox's environment (`COLUMNS`, `FEED_ENV`, ...).
    func run(
        _ arguments: [String], variables: [String: String] = [:], limit: Duration = .seconds(120)
    ) async throws -> ChildResult {
        try await start(arguments, variables: variables).wait(limit: limit)
    }

    /// Runs `feed arguments` on a pseudo-terminal of `columns` columns (through `script`), and waits for it.
    ///
    /// - Parameter variables: Added to the sandbox's environment (`NO_COLOR`, ...).
    /// - Returns: The result; its `stdout` is what the terminal showed, stdout and stderr together, with
    ///   `\r\n` line ends turned into `\n`.
    func runInTerminal(
        _ arguments: [String], columns: Int, rows: Int = 50, variables: [String: String] = [:]
    ) async throws -> ChildResult {
        guard let binary = Self.binary else { throw ChildProcessError(message: "\(Self.missingBinary)") }
        let line = ([binary.path] + withSandbox(arguments)).map(Self.shellQuoted).joined(separator: " ")
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/script"),
            arguments: ["-q", "-e", "-c", "stty cols \(columns) rows \(rows) && exec \(line)", "/dev/null"],
            environment: environment.merging(variables) { $1 })
        let result = await child.wait(limit: .seconds(120))
        let shown = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        return ChildResult(status: result.status, stdout: shown, stderr: result.stderr, timedOut: result.timedOut)
    }

    /// Runs `driver` with the binary and `feed arguments` after it (a program that drives `feed` on a terminal of
    /// its own, such as a Python `pty` script), and waits for it.
    func run(
        drivenBy driver: [String], _ arguments: [String], variables: [String: String] = [:]
    ) async throws -> ChildResult {
        guard let binary = Self.binary, let program = driver.first else {
            throw ChildProcessError(message: "\(Self.missingBinary)")
        }
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: program),
            arguments: Array(driver.dropFirst()) + [binary.path] + withSandbox(arguments),
            environment: environment.merging(variables) { $1 })
        return await child.wait(limit: .seconds(120))
    }

    /// Starts `feed arguments` without waiting.
    func start(_ arguments: [String], variables: [String: String] = [:]) throws -> ChildProcess {
        guard let binary = Self.binary else { throw ChildProcessError(message: "\(Self.missingBinary)") }
        return try ChildProcess(
            executable: binary, arguments: withSandbox(arguments),
            environment: environment.merging(variables) { $1 })
    }

    /// `setpriv`, which runs a command as another user, when this system has it.
    static let setpriv: URL? = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Runs `feed arguments` as the unprivileged user 65534 through ``setpriv``: a user who may read the
    /// sandbox but not write it.
    func runAsNobody(_ arguments: [String], limit: Duration = .seconds(120)) async throws -> ChildResult {
        guard let binary = Self.binary, let setpriv = Self.setpriv else {
            throw ChildProcessError(message: "\(Self.missingBinary), or setpriv is missing")
        }
        let user = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path]
        return try await ChildProcess(
            executable: setpriv, arguments: user + withSandbox(arguments), environment: environment
        )
        .wait(limit: limit)
    }

    private func withSandbox(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, Self.configurable.contains(command) else { return arguments }
        return arguments + ["--cache", cache.path, "--config", config.path]
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Removes the sandbox.
    func remove() {
        try? FileManager.default.removeItem(at: home)
    }

    private var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("xdg-cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("xdg-config").path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
    }

    private static func locate() -> URL? {
        let variables = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let path = variables["FEED_BINARY"] { candidates.append(URL(fileURLWithPath: path)) }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("feed"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("feed"))
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("feed"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
