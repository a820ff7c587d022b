import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A pipe whose read end becomes readable once the request is cancelled, so a thread blocked in
/// `poll` wakes at once instead of waiting out its deadline.
///
/// ``fire()`` may come from any thread at any time, even after ``close()``: the lock makes sure a
/// byte is never written to a descriptor that was closed (and maybe reused).
final class CancellationSignal: Sendable {
    private struct Pipe {
        var readEnd: Int32
        var writeEnd: Int32
        var isFired = false
        var isClosed = false
    }

    private let pipe: Mutex<Pipe>

    /// The descriptor to poll for `POLLIN`; -1 when no pipe could be made (then only the deadline ends a wait).
    let descriptor: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if Glibc.pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        descriptor = ends[0]
        pipe = Mutex(Pipe(readEnd: ends[0], writeEnd: ends[1]))
    }

    deinit {
        close()
    }

    /// Whether ``fire()`` has been called.
    var isFired: Bool { pipe.withLock { $0.isFired } }

    /// Wakes every wait on ``descriptor``; later calls do nothing.
    func fire() {
        pipe.withLock { pipe in
            guard !pipe.isFired, !pipe.isClosed else { return }
            pipe.isFired = true
            var byte: UInt8 = 1
            if pipe.writeEnd >= 0 { _ = Glibc.write(pipe.writeEnd, &byte, 1) }
        }
    }

    /// Closes the pipe; safe to call more than once.
    func close() {
        pipe.withLock { pipe in
            guard !pipe.isClosed else { return }
            pipe.isClosed = true
            if pipe.readEnd >= 0 { _ = Glibc.close(pipe.readEnd) }
            if pipe.writeEnd >= 0 { _ = Glibc.close(pipe.writeEnd) }
        }
    }
}
