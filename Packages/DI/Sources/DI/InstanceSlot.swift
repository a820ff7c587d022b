/// Where one shared instance (singleton, weak or scoped) lives, created exactly once even under contention.
///
/// The first thread to ask becomes the creator and runs the factory *without* holding any lock; the others wait on
/// the creation's own gate (not on the container's table lock), after checking through ``WaitGraph`` that waiting
/// cannot deadlock. A failed creation leaves the slot empty: the next waiter tries again.
///
/// The stored value is held as `any SendableObject` (every `Stored` is a class), so the state and its lock are
/// one concrete type for all services: making a slot or taking its lock instantiates no generic type at run time.
final class InstanceSlot<Stored: AnyObject & Sendable>: Sendable {
    private let state = Lock<SlotState>.make(.empty)

    /// Returns the stored instance, creating it first if needed.
    ///
    /// - Parameters:
    ///   - key: the service, for the cycle message.
    ///   - isUsable: whether a stored value can still be handed out (a weak reference may have died).
    ///   - read: turns the stored value into the service; `nil` makes the slot try again.
    ///   - create: runs the factory; called with no lock held.
    /// - Throws: ``ResolutionError`` with kind `circularDependency` when the creation needs itself, on this thread
    ///   or through other waiting threads, or whatever `create` throws.
    func obtain<Service>(
        for key: ServiceKey,
        isUsable: (Stored) -> Bool = { _ in true },
        read: (Stored) -> Service?,
        create: () throws(ResolutionError) -> (stored: Stored, service: Service)
    ) throws(ResolutionError) -> Service {
        let me = ThreadID.current
        while true {
            let step: SlotStep = state.withLock { state in
                switch state {
                // Sound: only `run` stores here, always a `Stored`.
                case .created(let stored) where isUsable(unsafeDowncast(stored, to: Stored.self)):
                    return .done(stored)
                case .creating(let ticket):
                    return .wait(ticket)
                case .empty, .created:
                    let ticket = CreationTicket(creator: me, key: key)
                    state = .creating(ticket)
                    return .create(ticket)
                }
            }
            switch step {
            case .done(let stored):
                if let service = read(unsafeDowncast(stored, to: Stored.self)) { return service }
            case .create(let ticket):
                return try run(create, ticket: ticket)
            case .wait(let ticket):
                if case .cycle(let loop) = WaitGraph.wait(for: ticket) {
                    throw cycleError(key: key, loop: loop, me: me)
                }
            }
        }
    }

    /// Forgets the stored instance (the slot is empty afterwards) and returns it, so the caller can retire it.
    func clear() -> Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            state = .empty
            return unsafeDowncast(stored, to: Stored.self)
        }
    }

    /// The stored instance, if one was created and not cleared.
    var current: Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            return unsafeDowncast(stored, to: Stored.self)
        }
    }

    private func run<Service>(
        _ create: () throws(ResolutionError) -> (stored: Stored, service: Service),
        ticket: CreationTicket
    ) throws(ResolutionError) -> Service {
        do {
            let made = try create()
            let stored = made.stored
            state.withLock { $0 = .created(stored) }
            WaitGraph.finish(ticket)
            return made.service
        } catch {
            state.withLock { $0 = .empty }
            WaitGraph.finish(ticket)
            throw error
        }
    }

    private func cycleError(key: ServiceKey, loop: [CreationTicket], me: ThreadID) -> ResolutionError {
        guard loop.count > 1 || loop.first?.creator != me else {
            return ResolutionError(
                .circularDependency, at: key, reason: "circular dependency: \(key) is needed while it is being created")
        }
        let waits = loop.dropFirst().map { ", which waits for \($0.key)" }.joined()
        let reason =
            "circular dependency across threads: \(key) is being created on another thread" + waits
            + " (being created by this thread)"
        return ResolutionError(.circularDependency, at: key, reason: reason)
    }
}

/// The state of an ``InstanceSlot``.
private enum SlotState {
    case empty
    case creating(CreationTicket)
    case created(any SendableObject)
}

/// What ``InstanceSlot/obtain(for:isUsable:read:create:)`` does after reading the state.
private enum SlotStep {
    case done(any SendableObject)
    case create(CreationTicket)
    case wait(CreationTicket)
}
