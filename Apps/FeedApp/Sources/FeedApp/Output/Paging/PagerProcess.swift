#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// A running pager: `/bin/sh -c COMMAND` reading what is written to it from a pipe, on the terminal.
///
/// Started with default signal handling and no blocked signals (a child started from a Swift-concurrency thread
/// would otherwise inherit blocked ones). While it runs, this process ignores SIGPIPE, so a pager quit early makes
/// writes fail with EPIPE instead of ending the process. (SIGINT is `FeedCommandLine`'s: a Ctrl-C cancels the
/// command, which then waits for the pager to end.)
///
/// Not safe to share: ``PagingConsole`` calls it under its lock, then alone once it has taken it out for
/// ``finish()`` (hence `@unchecked Sendable`).
final class PagerProcess: @unchecked Sendable {
    private let pid: pid_t
    private var input: Int32

    /// Starts `pager`, or returns `nil` when it cannot be started.
    init?(_ pager: PagerCommand) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        // Neither end may reach another child (a browser a link is opened in): it would keep the pager waiting.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        let words: [String] = ["/bin/sh", "-c", pager.command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] =
            pager.variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + environment { free(pointer) } }
        signal(SIGPIPE, SIG_IGN)
        var pid: pid_t = 0
        let code = ChildSignals.withSpawnAttributes {
            posix_spawn(&pid, "/bin/sh", &actions, $0, arguments, environment)
        }
        close(ends[0])
        guard code == 0 else {
            close(ends[1])
            return nil
        }
        self.pid = pid
        input = ends[1]
    }

    /// Writes `bytes` to the pager; `false` once it no longer reads (it was quit, or it failed).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        while start < bytes.count, input >= 0 {
            let written = Glibc.write(input, bytes.baseAddress.map { $0 + start }, bytes.count - start)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            start += written
        }
        return input >= 0
    }

    /// Ends the input and waits for the pager to end; whether it ended well (status 0, or a signal: quit).
    func finish() -> Bool {
        if input >= 0 { close(input) }
        input = -1
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return !exited || (status >> 8) & 0xFF == 0
    }
}
