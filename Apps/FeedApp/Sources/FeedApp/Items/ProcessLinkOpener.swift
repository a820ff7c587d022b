import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens links with `$BROWSER` (its first program, as the convention lists several with `:`), else
/// `xdg-open`, found on `$PATH`, and waits for it.
struct ProcessLinkOpener: LinkOpener {
    /// The environment variables the program is looked up in and started with.
    let variables: [String: String]

    /// Runs the opener with `url` as its one argument.
    ///
    /// The child starts with default signal handling and no blocked signals (a child started from a
    /// Swift-concurrency thread would otherwise inherit blocked ones); a Dispatch thread waits for it.
    func open(_ url: URL) async throws(LinkOpenerError) {
        guard let program = program() else { throw .noOpener }
        let pid: pid_t
        switch Self.spawn(program.path, arguments: [program.path, url.absoluteString], variables: variables) {
        case .success(let started): pid = started
        case .failure(let error):
            throw .notStarted(program: program.path, reason: String(cString: strerror(error.code.rawValue)))
        }
        let status = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
        // An exit status, or the signal that ended it, as `Process.terminationStatus` gave them.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
        guard exitStatus == 0 else { throw .failed(program: program.path, status: exitStatus) }
    }

    private static func spawn(
        _ path: String, arguments: [String], variables: [String: String]
    ) -> Result<pid_t, POSIXError> {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid: pid_t = 0
        let code = ChildSignals.withSpawnAttributes { posix_spawn(&pid, path, nil, $0, argv, environment) }
        guard code == 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)) }
        return .success(pid)
    }

    /// The first program of `$BROWSER` that exists, else `xdg-open`; `nil` when none can be run.
    func program() -> URL? {
        let browsers = (variables["BROWSER"] ?? "").split(separator: ":").map(String.init)
        return (browsers + ["xdg-open"]).lazy.compactMap(executable).first
    }

    private func executable(_ name: String) -> URL? {
        let manager = FileManager.default
        if name.contains("/") { return manager.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil }
        let folders = (variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { manager.isExecutableFile(atPath: $0.path) }
    }
}
