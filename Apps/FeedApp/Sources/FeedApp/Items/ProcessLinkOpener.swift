import Foundation

/// Opens links with `$BROWSER` (its first program, as the convention lists several with `:`), else
/// `xdg-open`, found on `$PATH`, and waits for it.
struct ProcessLinkOpener: LinkOpener {
    /// The environment variables the program is looked up in and started with.
    let variables: [String: String]

    /// Runs the opener with `url` as its one argument.
    func open(_ url: URL) async throws(LinkOpenerError) {
        guard let program = program() else { throw .noOpener }
        let process = Process()
        process.executableURL = program
        process.arguments = [url.absoluteString]
        process.environment = variables
        let status: Int32
        do {
            status = try await withCheckedThrowingContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
        } catch {
            throw .notStarted(program: program.path, reason: error.localizedDescription)
        }
        guard status == 0 else { throw .failed(program: program.path, status: status) }
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
