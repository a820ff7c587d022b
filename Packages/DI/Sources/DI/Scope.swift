import Synchronization

/// A unit of work (a request, a screen, a session) whose `.scoped` instances live as long as it.
///
/// ```swift
/// let request = container.makeScope()
/// let session = try request.resolve(Session.self)   // the same instance for the whole scope
/// await request.close()                            // disposes Disposable instances, newest first
/// ```
///
/// Everything else resolves as from the container that made the scope. A scope is `Sendable`; each scoped
/// instance is created exactly once even when several tasks ask at the same time.
public final class Scope: Sendable {
    /// The container the scope resolves from.
    public let container: Container
    private let state = Lock<State>.make(State())
    /// Set once ``close()`` starts; read without a lock by every top-level resolution.
    private let isClosed = Atomic<Bool>(false)

    private struct State {
        var slots: [ObjectIdentifier: any SendableObject] = [:]
        /// The slots of argument registrations cached per argument value.
        var argumentSlots: [ArgumentInstanceKey: InstanceSlot] = [:]
        var disposables: [any Disposable] = []
        var isClosed = false
        /// `.scoped` factories running now: ``close()`` waits for them, so what they make is disposed too.
        var creations = 0
        /// The closes waiting for those factories.
        var waitingCloses: [CheckedContinuation<Void, Never>] = []
        /// The scopes made from this one, closed with it.
        var children: [WeakScope] = []
    }

    init(container: Container) {
        self.container = container
    }

    /// Makes a scope nested in this one: its `.scoped` instances are its own, closing it disposes only them, and
    /// closing this scope closes it too if it is still open.
    ///
    /// ```swift
    /// let session = container.makeScope()
    /// let request = session.makeScope()   // one per request of the session
    /// ```
    public func makeScope() -> Scope {
        let child = Scope(container: container)
        let open = state.withLock { state in
            guard !state.isClosed else { return false }
            state.children.removeAll { $0.scope == nil }
            state.children.append(WeakScope(scope: child))
            return true
        }
        if !open { child.isClosed.store(true, ordering: .releasing) }
        return child
    }

    /// Closes the scope: stops resolving (any resolution from it afterwards fails with kind `scopeClosed`), waits
    /// for the `.scoped` factories still running, then disposes its ``Disposable`` instances, newest first, each
    /// once. Closing twice does nothing more.
    public func close() async {
        isClosed.store(true, ordering: .releasing)
        let children = state.withLock { state in
            state.isClosed = true
            defer { state.children.removeAll() }
            return state.children.compactMap(\.scope)
        }
        for child in children.reversed() { await child.close() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let drained = state.withLock { state in
                state.isClosed = true
                guard state.creations > 0 else { return true }
                state.waitingCloses.append(continuation)
                return false
            }
            if drained { continuation.resume() }
        }
        let disposables = state.withLock { state in
            state.slots.removeAll()
            state.argumentSlots.removeAll()
            defer { state.disposables.removeAll() }
            return state.disposables
        }
        await Disposal.dispose(disposables.reversed())
    }

    /// The resolver of a top-level resolution of `key` from this scope, or the error when the scope is closed or
    /// its container shut down.
    func topLevelResolver(for key: ServiceKey) throws(ResolutionError) -> Resolver {
        if isClosed.load(ordering: .acquiring) { throw closedError(key) }
        try container.checkOpen(key)
        return container.topLevelResolver(scope: self)
    }

    /// The slot holding `registration`'s instance in this scope.
    func slot(for registration: AnyRegistration) throws(ResolutionError) -> InstanceSlot {
        let slot: InstanceSlot? = state.withLock { state in
            guard !state.isClosed else { return nil }
            let id = ObjectIdentifier(registration)
            if let existing = state.slots[id] as? InstanceSlot { return existing }
            let slot = InstanceSlot()
            state.slots[id] = slot
            return slot
        }
        guard let slot else { throw closedError(registration.key) }
        return slot
    }

    /// The slot holding an argument registration's instance for one argument value in this scope.
    func slot(for instanceKey: ArgumentInstanceKey, key: ServiceKey) throws(ResolutionError) -> InstanceSlot {
        let slot: InstanceSlot? = state.withLock { state in
            guard !state.isClosed else { return nil }
            if let existing = state.argumentSlots[instanceKey] { return existing }
            let slot = InstanceSlot()
            state.argumentSlots[instanceKey] = slot
            return slot
        }
        guard let slot else { throw closedError(key) }
        return slot
    }

    /// The async slot holding `registration`'s instance in this scope, for async factories.
    func asyncSlot<Service>(for registration: FactoryRegistration<Service>) throws(ResolutionError) -> AsyncSlot<
        Box<Service>
    > {
        let slot: AsyncSlot<Box<Service>>? = state.withLock { state in
            guard !state.isClosed else { return nil }
            let id = ObjectIdentifier(registration)
            if let existing = state.slots[id] as? AsyncSlot<Box<Service>> { return existing }
            let slot = AsyncSlot<Box<Service>>()
            state.slots[id] = slot
            return slot
        }
        guard let slot else { throw closedError(registration.key) }
        return slot
    }

    private func closedError(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(.scopeClosed, at: key, reason: "\(key) was asked of a closed scope: make a new scope")
    }

    /// Starts a `.scoped` creation: ``close()`` waits until ``endCreation(adopting:)`` is called.
    ///
    /// - Throws: kind `scopeClosed` when the scope is closing or closed.
    func beginCreation(of key: ServiceKey) throws(ResolutionError) {
        let open = state.withLock { state in
            guard !state.isClosed else { return false }
            state.creations += 1
            return true
        }
        if !open { throw closedError(key) }
    }

    /// Ends a creation started with ``beginCreation(of:)`` that made one instance, recording it so that ``close()``
    /// disposes it: no array, as for most scoped services.
    func endCreation<Service>(adopting instance: Service) {
        endCreation(adopting: instance as? any Disposable)
    }

    /// Ends a creation started with ``beginCreation(of:)``, recording the instances it made (innermost first) so
    /// that ``close()`` disposes them.
    func endCreation<Service>(adopting instances: [Service]) {
        for instance in instances.dropLast() {
            if let disposable = instance as? any Disposable { state.withLock { $0.disposables.append(disposable) } }
        }
        endCreation(adopting: instances.last.flatMap { $0 as? any Disposable })
    }

    /// Ends a creation started with ``beginCreation(of:)`` whose factory failed.
    func abandonCreation() {
        endCreation(adopting: nil as (any Disposable)?)
    }

    /// Ends a creation, recording `disposable` if any, and resumes the closes that waited for it.
    private func endCreation(adopting disposable: (any Disposable)?) {
        let waiting = state.withLock { state in
            if let disposable { state.disposables.append(disposable) }
            state.creations -= 1
            guard state.creations == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { state.waitingCloses.removeAll() }
            return state.waitingCloses
        }
        for close in waiting { close.resume() }
    }
}

/// A nested scope, held weakly by the scope that made it.
private struct WeakScope: Sendable {
    weak var scope: Scope?
}
