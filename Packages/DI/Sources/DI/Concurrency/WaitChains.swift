#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process-wide record of who waits for which creation, so that a cycle is an error and never a hang.
///
/// Before a waiter waits it follows the chain "the creator of what I await waits for a creation whose creator
/// waits for ...": reaching itself means a cycle entered from several threads or tasks (A creates S1 which needs
/// S2 while B creates S2 which needs S1), reported as an error instead of a deadlock. Threads blocked in a
/// synchronous resolution and async factories awaiting another task's creation are waiters alike (see
/// ``Waiter``); checking and recording a wait is one step under one lock, so two waiters closing a cycle at the
/// same moment cannot both miss it. Only resolutions that actually wait touch this lock.
///
/// Blocked threads sleep on one shared condition variable, broadcast when a creation ends: waits are rare and
/// short, so no creation pays for a gate of its own.
enum WaitChains {
    /// What a waiter should do next.
    enum Outcome {
        /// The creation had already ended: read the slot again.
        case finished
        /// The wait is recorded: wait, then call ``leave(_:waitingFor:)``.
        case entered
        /// Waiting would close a cycle; the tickets on the loop, starting with the awaited one.
        case cycle([CreationTicket])
    }

    private static let table = WaitTable()

    /// Blocks the calling thread until `ticket`'s creation ends, unless waiting would close a cycle.
    ///
    /// - Returns: `nil` once the creation ended (read the slot again), or the loop a wait would close.
    static func block(until ticket: CreationTicket) -> [CreationTicket]? {
        let me: [Waiter] = [.thread(.current)]
        return table.withLock {
            switch table.update({ enter(me, waitingFor: ticket, in: &$0) }) {
            case .finished:
                return nil
            case .cycle(let loop):
                return loop
            case .entered:
                while !ticket.isFinished.load(ordering: .acquiring) { table.sleep() }
                table.update { remove(me, waitingFor: ticket, from: &$0) }
                return nil
            }
        }
    }

    /// Records that `waiters` are about to wait for `ticket`, unless the creation ended or the wait would close a
    /// cycle; for async factories, which suspend on their slot and then call ``leave(_:waitingFor:)``.
    ///
    /// - Parameter waiters: the awaiting creation's ``CreationTicket/lineage``: the wait holds up the creations
    ///   enclosing it too, so it is recorded for each, and reaching any of them closes a cycle.
    static func enter(_ waiters: [Waiter], waitingFor ticket: CreationTicket) -> Outcome {
        table.withLock { table.update { enter(waiters, waitingFor: ticket, in: &$0) } }
    }

    /// Forgets a wait recorded by ``enter(_:waitingFor:)``.
    static func leave(_ waiters: [Waiter], waitingFor ticket: CreationTicket) {
        table.withLock { table.update { remove(waiters, waitingFor: ticket, from: &$0) } }
    }

    /// Marks `ticket` finished and wakes the blocked threads; called by the creator once the slot holds the outcome.
    static func finish(_ ticket: CreationTicket) {
        table.finish { ticket.isFinished.store(true, ordering: .releasing) }
    }

    private static func enter(
        _ waiters: [Waiter], waitingFor ticket: CreationTicket, in waits: inout [Waiter: [CreationTicket]]
    ) -> Outcome {
        if ticket.isFinished.load(ordering: .acquiring) { return .finished }
        if let loop = loop(from: ticket, to: waiters, in: waits) { return .cycle(loop) }
        for waiter in waiters { waits[waiter, default: []].append(ticket) }
        return .entered
    }

    private static func remove(
        _ waiters: [Waiter], waitingFor ticket: CreationTicket, from waits: inout [Waiter: [CreationTicket]]
    ) {
        for waiter in waiters {
            guard var tickets = waits[waiter], let index = tickets.firstIndex(where: { $0 === ticket }) else {
                continue
            }
            tickets.remove(at: index)
            waits[waiter] = tickets.isEmpty ? nil : tickets
        }
    }

    /// The chain of unfinished creations from `ticket` through waiting creators back to one of `waiters`, if any:
    /// a depth-first search, since an async factory may await several creations at once (from child tasks).
    private static func loop(
        from ticket: CreationTicket, to waiters: [Waiter], in waits: [Waiter: [CreationTicket]]
    ) -> [CreationTicket]? {
        var pending: [[CreationTicket]] = [[ticket]]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(ticket)]
        while let chain = pending.popLast(), let last = chain.last {
            if waiters.contains(last.creator) { return chain }
            for next in waits[last.creator] ?? [] where !next.isFinished.load(ordering: .acquiring) {
                if visited.insert(ObjectIdentifier(next)).inserted { pending.append(chain + [next]) }
            }
        }
        return nil
    }
}

/// The wait-for table and the condition variable blocked threads sleep on, under one pthread mutex (which the
/// thread sanitizer understands).
private final class WaitTable: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var waits: [Waiter: [CreationTicket]] = [:]

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock; `body` may call ``update(_:)`` and ``sleep()``.
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Reads or changes the table; only inside ``withLock(_:)``. (No access to the table spans a ``sleep()``,
    /// during which other threads change it.)
    func update<Result>(_ body: (inout [Waiter: [CreationTicket]]) -> Result) -> Result {
        body(&waits)
    }

    /// Releases the lock until the next ``finish(_:)`` (or a spurious wake-up); only inside ``withLock(_:)``.
    func sleep() {
        _ = pthread_cond_wait(condition, mutex)
    }

    /// Runs `mark` under the lock, then wakes every sleeping thread.
    func finish(_ mark: () -> Void) {
        pthread_mutex_lock(mutex)
        mark()
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
