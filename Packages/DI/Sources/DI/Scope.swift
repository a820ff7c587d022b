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

    private struct State {
        var slots: [ObjectIdentifier: any SendableObject] = [:]
        var disposables: [any Disposable] = []
        var isClosed = false
    }

    init(container: Container) {
        self.container = container
    }

    /// Resolves a service; `.scoped` ones are created once for this scope.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Throws: ``ResolutionError``, with kind `scopeClosed` for a `.scoped` service after ``close()``.
    public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let key = ServiceKey(type, name: name)
        if let service = container.publishedInstance(for: key.lookup, name: name, as: Service.self) {
            return service
        }
        do {
            return try container.produce(key, context: container.topLevelResolver(scope: self))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves a service whose factory takes a runtime argument; its dependencies see this scope.
    ///
    /// - Throws: ``ResolutionError``, with kind `argumentMismatch` for another argument type.
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, argument: Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        do {
            return try container.produce(key, argument: argument, context: container.topLevelResolver(scope: self))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves a service, or returns `nil` when nothing is registered for it.
    ///
    /// - Throws: ``ResolutionError`` when a registration exists but fails.
    public func resolveOptional<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service?
    {
        do {
            return try container.resolveOptional(
                ServiceKey(type, name: name), context: container.topLevelResolver(scope: self))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Closes the scope: disposes its ``Disposable`` instances, newest first, and stops handing out `.scoped`
    /// instances (resolving one afterwards fails with kind `scopeClosed`). Closing twice does nothing.
    public func close() async {
        let disposables = state.withLock { state in
            state.isClosed = true
            state.slots.removeAll()
            defer { state.disposables.removeAll() }
            return state.disposables
        }
        for disposable in disposables.reversed() {
            await disposable.dispose()
        }
    }

    /// The slot holding `producer`'s instance in this scope.
    func slot<Service>(for producer: Producer<Service>) throws(ResolutionError) -> InstanceSlot {
        let slot: InstanceSlot? = state.withLock { state in
            guard !state.isClosed else { return nil }
            let id = ObjectIdentifier(producer)
            if let existing = state.slots[id] as? InstanceSlot { return existing }
            let slot = InstanceSlot()
            state.slots[id] = slot
            return slot
        }
        guard let slot else { throw closedError(producer.key) }
        return slot
    }

    /// The async slot holding `producer`'s instance in this scope, for async factories.
    func asyncSlot<Service>(for producer: Producer<Service>) throws(ResolutionError) -> AsyncSlot<Box<Service>> {
        let slot: AsyncSlot<Box<Service>>? = state.withLock { state in
            guard !state.isClosed else { return nil }
            let id = ObjectIdentifier(producer)
            if let existing = state.slots[id] as? AsyncSlot<Box<Service>> { return existing }
            let slot = AsyncSlot<Box<Service>>()
            state.slots[id] = slot
            return slot
        }
        guard let slot else { throw closedError(producer.key) }
        return slot
    }

    private func closedError(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(.scopeClosed, reason: "\(key) is .scoped and its scope was closed: make a new scope")
    }

    /// Records a newly created scoped instance so that ``close()`` disposes it.
    func adopt<Service>(_ service: Service) {
        guard let disposable = service as? any Disposable else { return }
        state.withLock { $0.disposables.append(disposable) }
    }
}
