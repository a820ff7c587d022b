/// Where one shared instance (singleton, weak or scoped) lives, created exactly once even under contention.
///
/// The first thread to ask becomes the creator and runs the factory *without* holding any lock; the others wait,
/// after checking through ``WaitChains`` that waiting cannot deadlock. A failed creation leaves the slot empty:
/// the next waiter tries again.
///
/// Made for the uncontended case: the state is guarded by a shared striped lock (no mutex of its own), and a
/// ``CreationTicket`` is made only when a second resolution actually has to wait. The slot is not generic (the
/// stored value is any `Sendable` object), so making one instantiates no generic type at run time.
///
/// Every registration *is* a slot (``AnyRegistration`` inherits from it), so that a `.singleton` or `.weak`
/// registration keeps its instance without an object of its own; scopes and `@LazyInjected` make standalone slots.
@usableFromInline
class InstanceSlot: @unchecked Sendable {
    /// Guarded by the striped lock of `self`.
    private var state = SlotState.empty

    init() {}

    /// Returns the stored object (a `Box` or a ``WeakReference``), creating it first if needed.
    ///
    /// Not generic, so that unspecialized callers instantiate no type at run time: the caller knows what it
    /// stores and reads the service out of it.
    ///
    /// - Parameters:
    ///   - key: the service, for the cycle message.
    ///   - isUsable: whether a stored object can still be handed out (a weak reference may have died); always
    ///     when `nil`.
    ///   - create: runs the factory and returns what to store; called with no lock held.
    /// - Throws: ``ResolutionError`` with kind `circularDependency` when the creation needs itself, on this thread
    ///   or through other waiting threads, or whatever `create` throws.
    final func obtain(
        for key: ServiceKey,
        isUsable: ((any SendableObject) -> Bool)? = nil,
        create: () throws(ResolutionError) -> any SendableObject
    ) throws(ResolutionError) -> any SendableObject {
        let me = ThreadID.current
        while true {
            let step: SlotStep = StripedLocks.withLock(for: self) {
                switch state {
                case .created(let stored) where isUsable?(stored) ?? true:
                    return .done(stored)
                case .creating(let creator, let waiting):
                    // The first waiter makes the ticket the others (and the creator, when done) see.
                    let ticket = waiting ?? CreationTicket(key: key, thread: creator)
                    state = .creating(creator, ticket)
                    return .wait(ticket)
                case .empty, .created:
                    state = .creating(me, nil)
                    return .create
                }
            }
            switch step {
            case .done(let stored):
                return stored
            case .create:
                return try run(create)
            case .wait(let ticket):
                if let loop = WaitChains.block(until: ticket) {
                    throw .cycle(awaiting: key, loop: loop, waiters: [.thread(me)])
                }
            }
        }
    }

    /// Forgets the stored instance (the slot is empty afterwards) and returns it, so the caller can retire it.
    final func clear() -> (any SendableObject)? {
        StripedLocks.withLock(for: self) {
            guard case .created(let stored) = state else { return nil }
            state = .empty
            return stored
        }
    }

    /// The stored instance, if one was created and not cleared.
    final var current: (any SendableObject)? {
        StripedLocks.withLock(for: self) {
            guard case .created(let stored) = state else { return nil }
            return stored
        }
    }

    private func run(_ create: () throws(ResolutionError) -> any SendableObject) throws(ResolutionError)
        -> any SendableObject
    {
        do {
            let stored = try create()
            finish(.created(stored))
            return stored
        } catch {
            finish(.empty)
            throw error
        }
    }

    /// Ends the creation with `outcome` and wakes the waiters, if any came.
    private func finish(_ outcome: SlotState) {
        let ticket: CreationTicket? = StripedLocks.withLock(for: self) {
            defer { state = outcome }
            guard case .creating(_, let ticket) = state else { return nil }
            return ticket
        }
        if let ticket { WaitChains.finish(ticket) }
    }
}

/// The state of an ``InstanceSlot``.
private enum SlotState {
    case empty
    /// Being created by a thread; the ticket exists once somebody waits.
    case creating(ThreadID, CreationTicket?)
    case created(any SendableObject)
}

/// What ``InstanceSlot/obtain(for:isUsable:create:)`` does after reading the state.
private enum SlotStep {
    case done(any SendableObject)
    case create
    case wait(CreationTicket)
}
