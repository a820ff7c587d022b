#if canImport(Glibc)
    import Glibc
#endif

/// Why a wait for a descriptor ended without it becoming ready.
enum WaitFailure: Error {
    /// The deadline passed.
    case timedOut
    /// The request was cancelled.
    case cancelled
}

/// Blocks the calling thread in `poll` until a descriptor is ready, the deadline passes or the request
/// is cancelled: waiting costs no CPU.
enum DescriptorWait {
    /// Waits for `events` (`POLLIN`, `POLLOUT`) on `descriptor`.
    ///
    /// Returns when the descriptor is ready or in error (hang-up included): the following read, write
    /// or `SO_ERROR` says which.
    static func wait(
        for events: Int32,
        on descriptor: Int32,
        until deadline: ContinuousClock.Instant,
        cancellation: CancellationSignal
    ) throws(WaitFailure) {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(events), revents: 0),
            pollfd(fd: cancellation.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if cancellation.isFired { throw .cancelled }
            let timeout = milliseconds(until: deadline)
            if timeout == 0 { throw .timedOut }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { throw .cancelled }
            if descriptors[0].revents != 0 { return }
        }
    }

    /// The time left until `deadline`, rounded up to whole milliseconds, at most a day.
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let total = min(seconds, 86_400) * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(max(1, total))
    }
}
