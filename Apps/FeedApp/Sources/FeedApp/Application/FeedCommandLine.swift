import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The `feed` process: real stdout and stderr, the real composition, and Ctrl-C.
///
/// Kept in a library so the wiring is importable and tested; `main` only calls ``run(_:)``.
public enum FeedCommandLine {
    /// Runs `feed` with `arguments` (without the program name) and returns the process exit code.
    ///
    /// SIGINT is ignored as a signal and watched with a dispatch source instead: the first Ctrl-C
    /// cancels the running command (its task group and every load in it), and the process exits 130
    /// once the command has unwound, so nothing is left half-written. What a command read is left for the
    /// process's exit to free (``KeptUntilExit``): the caller exits with the code returned.
    public static func run(_ arguments: [String]) async -> Int32 {
        KeptUntilExit.turnOn()
        let variables = ProcessInfo.processInfo.environment
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let application = FeedApplication(
            console: StandardConsole(variables: variables), workingDirectory: directory, variables: variables)
        let task = Task { await application.run(arguments) }
        let interrupted = Atomic<Bool>(false)
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            interrupted.store(true, ordering: .sequentiallyConsistent)
            task.cancel()
        }
        source.resume()
        let code = await task.value
        source.cancel()
        return interrupted.load(ordering: .sequentiallyConsistent) ? ExitCode.interrupted.rawValue : code.rawValue
    }
}
