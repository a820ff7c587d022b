import Synchronization

/// Lock-free reads and the freeing of what they may hold.
///
/// Every read of the lock-free table (and of what it leads to: registrations, published instances) happens between
/// ``enterRead()`` and ``leaveRead(_:)``: each public resolution, a container's or a resolver's, does so from start to
/// end, and ``reading(_:)`` for shorter reads. What a writer unlinks goes to ``State/retired`` through
/// ``withState(_:)``, which frees the whole list once no read of the container's family is in progress. So memory
/// follows the registrations and instances in force, not the history of replacements and releases.
extension Container {
    /// Counts a lock-free read in progress, until ``leaveRead(_:)`` with what it returns.
    @inlinable @inline(__always)
    func enterRead() -> ReadToken {
        LockFreeReaders.enter(family: readFamily)
    }

    /// Ends a read counted by ``enterRead()``.
    @inlinable @inline(__always)
    func leaveRead(_ token: ReadToken) {
        LockFreeReaders.leave(token)
    }

    /// Runs `body`, a lock-free read, counted so that nothing it finds is freed under it.
    @inlinable @inline(__always)
    func reading<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let read = enterRead()
        defer { leaveRead(read) }
        return try body()
    }

    /// Runs `body` under the state lock; then, when objects were retired and no lock-free read is in progress,
    /// frees them, after unlocking (a freed instance's `deinit` may use the container).
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        var freed: [any SendableObject] = []
        let result = state.withLock { state in
            let result = body(&state)
            if !state.retired.isEmpty, readers.areIdle { swap(&freed, &state.retired) }
            return result
        }
        return result
    }

    /// How many retired objects wait for the lock-free reads in progress to end.
    var retiredCount: Int {
        state.withLock { $0.retired.count }
    }
}
