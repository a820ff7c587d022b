import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// How a child process ended, and what it wrote.
struct ChildResult: Sendable {
    /// The exit status, or 128 + the signal that ended it.
    let status: Int32
    let stdout: String
    let stderr: String
    /// Whether the child ran past its time limit and was killed with SIGKILL.
    let timedOut: Bool
}

/// A child process started with `posix_spawn`, with an empty signal mask and default signal actions.
///
/// Children of a process whose Swift-concurrency threads block signals inherit that mask; starting
/// them with `POSIX_SPAWN_SETSIGMASK` and `POSIX_SPAWN_SETSIGDEF` lets SIGINT and SIGTERM reach them.
/// Every wait has a time limit; past it the child is killed with SIGKILL.
final class ChildProcess: Sendable {
    let pid: pid_t
    private let output: PipeReader
    private let errors: PipeReader
    private let started = ContinuousClock.now

    /// Starts `executable` with `arguments` and exactly `environment`; stdin is /dev/null.
    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        let out = try Self.makePipe()
        let err = try Self.makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out.write, 1)
        posix_spawn_file_actions_adddup2(&actions, err.write, 2)
        for descriptor in [out.read, out.write, err.read, err.write] {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        close(out.write)
        close(err.write)
        guard spawned == 0 else {
            close(out.read)
            close(err.read)
            throw ChildProcessError(message: "posix_spawn \(executable.path) failed with error \(spawned)")
        }
        self.pid = pid
        output = PipeReader(descriptor: out.read)
        errors = PipeReader(descriptor: err.read)
    }

    /// What the child has written to stderr so far.
    var errorsSoFar: String { errors.current }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits for the child to end, at most `limit`; kills it with SIGKILL past that.
    func wait(limit: Duration) async -> ChildResult {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: self.waitBlocking(limit: limit)) }
            thread.start()
        }
    }

    private func waitBlocking(limit: Duration) -> ChildResult {
        let deadline = started + limit
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if ContinuousClock.now >= deadline {
                timedOut = true
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return ChildResult(status: code, stdout: output.finish(), stderr: errors.finish(), timedOut: timedOut)
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw ChildProcessError(message: "pipe failed with errno \(errno)") }
        return (descriptors[0], descriptors[1])
    }
}

/// Why a child process could not be started.
struct ChildProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Reads a pipe to its end on a thread of its own, so a chatty child never blocks on a full pipe.
final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(descriptor: Int32) {
        let thread = Thread { [self] in drain(descriptor) }
        thread.start()
    }

    private func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.withLock { $0.append(contentsOf: buffer[0..<count]) }
        }
        close(descriptor)
        done.signal()
    }

    /// What was read so far.
    var current: String { data.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Everything read, once the pipe is closed (at most 60 s after the child ended).
    func finish() -> String {
        _ = done.wait(timeout: .now() + 60)
        return data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
