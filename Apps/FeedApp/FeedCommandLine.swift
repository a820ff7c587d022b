import DI
import DIAssemblies
import Domain
import Presentation

/// The `feed` command: parses the arguments, asks the composition for what it needs, renders it.
///
/// Kept in a library so the wiring and the commands are importable and tested; `main` only calls ``run(_:)``.
public enum FeedCommandLine {
    /// Runs `feed` with `arguments` (without the program name) and returns the process exit code.
    public static func run(_ arguments: [String]) async -> Int32 {
        print("feed: the reader is being built; see README.md.")
        return 0
    }
}
