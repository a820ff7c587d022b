/// Where one shared instance made by an async factory lives, created exactly once even when many tasks ask.
///
/// The first task becomes the creator and runs the factory with no lock held; the others *suspend* on a
/// continuation (they never block a thread of the cooperative pool) and are resumed when the creation ends. A
/// failed creation leaves the slot empty and the next waiter tries again.
///
/// A waiter that is itself inside an async factory records its wait in the ``WaitChains`` first, as a blocked
/// thread does: a wait that would close a cycle between tasks (task 1 creates A, which needs B, while task 2
/// creates B, which needs A) is reported as `circularDependency` instead of suspending both tasks forever.
final class AsyncSlot<Stored: Sendable>: Sendable {
    private enum State {
        case empty
        case creating(CreationTicket, [UnsafeContinuation<Void, Never>])
        case created(Stored)
    }

    private enum Step {
        case done(Stored)
        case create(CreationTicket)
        case wait(CreationTicket)
    }

    private let state = Lock<State>.make(.empty)

    /// Returns the stored instance, creating it first if needed.
    ///
    /// - Parameters:
    ///   - key: the service, for the cycle message.
    ///   - waiter: the innermost async creation whose factory asks (``Resolver/creation``), or `nil` outside any
    ///     async factory, where a wait cannot be part of a cycle. It becomes the parent of a creation started here.
    ///   - isUsable: whether a stored value can still be handed out (a weak reference may have died).
    ///   - read: turns the stored value into the service; `nil` makes the slot try again.
    ///   - create: runs the factory, given the creation's ticket; called with no lock held.
    /// - Throws: ``ResolutionError`` with kind `circularDependency` when waiting would close a cycle between
    ///   tasks, or whatever `create` throws.
    func obtain<Service>(
        for key: ServiceKey,
        waiter: CreationTicket?,
        isUsable: (Stored) -> Bool = { _ in true },
        read: (Stored) -> Service?,
        create: (CreationTicket) async throws(ResolutionError) -> (stored: Stored, service: Service)
    ) async throws(ResolutionError) -> Service {
        while true {
            let step: Step = state.withLock { state in
                switch state {
                case .created(let stored) where isUsable(stored):
                    return .done(stored)
                case .creating(let ticket, _):
                    return .wait(ticket)
                case .empty, .created:
                    let ticket = CreationTicket(asyncKey: key, parent: waiter)
                    state = .creating(ticket, [])
                    return .create(ticket)
                }
            }
            switch step {
            case .done(let stored):
                if let service = read(stored) { return service }
            case .create(let ticket):
                do {
                    let made = try await create(ticket)
                    finish(ticket, with: .created(made.stored))
                    return made.service
                } catch {
                    finish(ticket, with: .empty)
                    throw error
                }
            case .wait(let ticket):
                try await wait(for: ticket, key: key, waiter: waiter)
            }
        }
    }

    /// Forgets the stored instance and returns it.
    func clear() -> Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            state = .empty
            return stored
        }
    }

    /// The stored instance, if one was created and not cleared.
    var current: Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            return stored
        }
    }

    /// Suspends until `ticket`'s creation ends, after recording the wait unless it would close a cycle.
    private func wait(for ticket: CreationTicket, key: ServiceKey, waiter: CreationTicket?)
        async throws(ResolutionError)
    {
        guard let lineage = waiter?.lineage else { return await suspend(until: ticket) }
        switch WaitChains.enter(lineage, waitingFor: ticket) {
        case .finished:
            return
        case .cycle(let loop):
            throw .cycle(awaiting: key, loop: loop, waiters: lineage)
        case .entered:
            await suspend(until: ticket)
            WaitChains.leave(lineage, waitingFor: ticket)
        }
    }

    private func suspend(until ticket: CreationTicket) async {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let enqueued = state.withLock { state in
                guard case .creating(let current, let waiters) = state, current === ticket else { return false }
                state = .creating(current, waiters + [continuation])
                return true
            }
            if !enqueued { continuation.resume() }
        }
    }

    private func finish(_ ticket: CreationTicket, with outcome: State) {
        let waiters = state.withLock { state in
            defer { state = outcome }
            guard case .creating(_, let waiters) = state else { return [UnsafeContinuation<Void, Never>]() }
            return waiters
        }
        WaitChains.finish(ticket)
        for waiter in waiters { waiter.resume() }
    }
}
