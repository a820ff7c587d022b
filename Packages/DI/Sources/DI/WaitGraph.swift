import Synchronization

/// The process-wide record of which thread waits for which creation.
///
/// Before a thread blocks on another thread's creation it follows the chain "the creator waits for a creation
/// whose creator waits for ...": reaching itself means a cycle entered from several threads (thread A creates S1
/// which needs S2 while thread B creates S2 which needs S1), reported as an error instead of a deadlock. Only
/// threads that actually wait touch this lock.
enum WaitGraph {
    /// What a waiting thread should do next.
    enum Outcome {
        /// The creation ended (or had ended): read the slot again.
        case retry
        /// Waiting would close a cycle; the tickets on the loop, starting with the awaited one.
        case cycle([CreationTicket])
    }

    private static let waits = Lock<[ThreadID: CreationTicket]>.make([:])

    /// Blocks the calling thread until `ticket`'s creation ends, unless waiting would close a cycle.
    static func wait(for ticket: CreationTicket) -> Outcome {
        let me = ThreadID.current
        let loop: [CreationTicket]? = waits.withLock { waits in
            if ticket.isFinished.load(ordering: .acquiring) { return [] }
            var chain = [ticket]
            var owner = ticket.creator
            while owner != me {
                guard let next = waits[owner], !next.isFinished.load(ordering: .acquiring),
                    chain.count <= waits.count
                else {
                    waits[me] = ticket
                    return nil
                }
                chain.append(next)
                owner = next.creator
            }
            return chain
        }
        switch loop {
        case .some(let chain) where chain.isEmpty:
            return .retry
        case .some(let chain):
            return .cycle(chain)
        case .none:
            ticket.latch.wait()
            waits.withLock { _ = $0.removeValue(forKey: me) }
            return .retry
        }
    }

    /// Marks `ticket` finished and wakes its waiters; called by the creator once the slot holds the outcome.
    static func finish(_ ticket: CreationTicket) {
        waits.withLock { _ in ticket.isFinished.store(true, ordering: .releasing) }
        ticket.latch.open()
    }
}
