/// How `feed` ends, as the process's exit status.
public enum ExitCode: Int32, Sendable {
    /// Everything asked for was done (every feed shown, from the network or the cache).
    case success = 0
    /// Something asked for could not be done; the message said why.
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// Interrupted with Ctrl-C (128 + SIGINT).
    case interrupted = 130
}
