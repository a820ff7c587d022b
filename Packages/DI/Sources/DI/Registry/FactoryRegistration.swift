/// A registration: its factory, its lifetime and the instances it caches.
///
/// Installed under its own key; aliases (``AliasRegistration``) expose it under other types and share its instances.
@usableFromInline
final class FactoryRegistration<Service: Sendable>: ServiceRegistration<Service>, @unchecked Sendable {
    /// Makes the undecorated instance.
    let factory: Factory<Service>
    /// The decorators wrapping the factory's instance, innermost first; `nil` rather than empty when there are
    /// none, so that unspecialized code checking for them needs no generic type metadata.
    let layers: [DecoratorBody<Service>]?
    /// Runs once the top-level resolution that created an instance has finished (see
    /// ``Registration/initCompleted(_:)``).
    let completion: (@Sendable (Resolver, Service) throws -> Void)?
    /// What the factory may resolve, when the registration declared `dependsOn:`.
    let declared: DeclaredDependencies?
    /// Whether the factory's instance is this registration's to dispose; not when it comes from a parent
    /// container's registration that a child's decorators wrap (the parent disposes it).
    let ownsBase: Bool
    /// Whether the factory's instance is handed out as it is: no `dependsOn:` list, no action, no decorators.
    let isPlain: Bool
    /// Makes a singleton's box; made by the registering code, specialized for `Service`, when it can be.
    let makeBox: (@Sendable (Service) -> Box<Service>)?
    /// The singleton's slot, for `.singleton` registrations with an async factory.
    let asyncSlot: AsyncSlot<Box<Service>>?
    /// The weak instance's slot, for `.weak` registrations with an async factory.
    let asyncWeakSlot: AsyncSlot<WeakReference>?
    /// The aliases exposing this registration, cleared with it; guarded by the striped lock of `self`. Empty (and
    /// allocating nothing) for nearly every registration. Weak: an alias holds its source strongly, and the
    /// container keeps both alive, so strong references both ways would keep a dropped container's instances.
    private var aliases: [WeakAlias] = []

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { makeProbe(in: run, node: node) }

    init(
        key: ServiceKey, record: RegistrationRecord, factory: Factory<Service>, layers: [DecoratorBody<Service>]? = nil,
        ownsBase: Bool = true, completion: (@Sendable (Resolver, Service) throws -> Void)? = nil,
        makeBox: (@Sendable (Service) -> Box<Service>)? = nil
    ) {
        self.factory = factory
        self.completion = completion
        declared =
            record.declaresDependencies ? DeclaredDependencies(registration: key, keys: record.dependencies ?? []) : nil
        self.layers = layers
        self.ownsBase = ownsBase
        self.makeBox = makeBox
        // Pattern matches rather than `== nil`: comparing a generic optional looks its type metadata up at run time.
        var isPlain = !record.declaresDependencies
        if case .some = layers { isPlain = false }
        if case .some = completion { isPlain = false }
        self.isPlain = isPlain
        let isAsync = record.kind == .async
        asyncSlot = record.lifetime == .singleton && isAsync ? AsyncSlot() : nil
        asyncWeakSlot = record.lifetime == .weak && isAsync ? AsyncSlot() : nil
        // Pattern matches rather than `== nil`: comparing a generic optional looks its type metadata up at run time.
        if record.lifetime == .transient, case .none = completion, !record.declaresDependencies,
            case .sync(let make) = factory
        {
            // Resolved inline by the caller's specialized code (see `ServiceRegistration.transientFactory`).
            // `if let` rather than `Optional.map`: no function-type metadata looked up per registration.
            if let layers {
                super.init(key: key, record: record, transientFactory: Self.wrapped(make, in: layers))
            } else {
                super.init(key: key, record: record, transientFactory: make)
            }
        } else {
            super.init(key: key, record: record)
        }
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        if case .async = factory { throw asyncOnlyError }
        switch record.lifetime {
        case .transient:
            return try make(request.resolver)
        case .singleton:
            return try shared(request)
        case .weak:
            return try weakly(request)
        case .graph:
            return try inGraph(request)
        case .scoped:
            return try scoped(request)
        }
    }

    override func produceAsync(_ request: Request) async throws(ResolutionError) -> Service {
        guard case .async(let factory) = factory else { return try produce(request) }
        return try await produceAsync(with: factory, request)
    }

    /// The error for a synchronous resolution of an async registration that was not created yet.
    var asyncOnlyError: ResolutionError {
        ResolutionError(
            .asyncOnly,
            reason: "\(key) has an async factory and was not created yet: resolve it with resolveAsync, "
                + "or create it at start-up with Assembler.bootstrap()")
    }

    /// Remembers an alias so that releasing this registration's instances also clears the alias's cache.
    func addAlias(_ alias: AnyRegistration) {
        StripedLocks.withLock(for: self) {
            aliases.removeAll { $0.registration == nil }
            aliases.append(WeakAlias(registration: alias))
        }
    }

    override func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] {
        guard lifetime == record.lifetime else { return [] }
        var retired = unpublish()
        // A synchronous `.singleton` (a `Box`) or `.weak` instance (a `WeakReference`) is kept in this registration's
        // own slot.
        if let stored = clear() { retired.append(stored) }
        if let box = asyncSlot?.clear() { retired.append(box) }
        if let reference = asyncWeakSlot?.clear() { retired.append(reference) }
        for alias in StripedLocks.withLock(for: self, { aliases.compactMap(\.registration) }) {
            retired += alias.releaseInstances(of: lifetime)
        }
        return retired
    }

    override var cachedInstance: Any? {
        if let stored = current { return (stored as? Box<Service>)?.value ?? (stored as? WeakReference)?.object }
        if let box = asyncSlot?.current { return box.value }
        return asyncWeakSlot?.current?.object
    }

    private func shared(_ request: Request) throws(ResolutionError) -> Service {
        // Synchronous here (`produce` turned async registrations away): the instance is kept in this registration's
        // slot.
        let resolver = request.ownerResolver
        let box = try obtain(
            for: key,
            create: { () throws(ResolutionError) in
                guard case .some = layers else { return try keep(try make(resolver), in: request.owner) }
                return try keep(layered: try makeLayered(resolver), in: request.owner)
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    private func weakly(_ request: Request) throws(ResolutionError) -> Service {
        let resolver = request.ownerResolver
        while true {
            // The instance made here, held strongly until it is returned: the slot only holds it weakly.
            var made: Service?
            let stored = try obtain(
                for: key, isUsable: { unsafeDowncast($0, to: WeakReference.self).object != nil },
                create: { () throws(ResolutionError) in
                    let service = try make(resolver)
                    made = service
                    return try WeakReference.holding(service, madeFor: key)
                })
            if let made { return made }
            // Another resolution made it; it may have died since, then the slot is tried again.
            if let service = unsafeDowncast(stored, to: WeakReference.self).object as? Service { return service }
        }
    }

    private func inGraph(_ request: Request) throws(ResolutionError) -> Service {
        guard let graph = request.resolver.graph else { return try make(request.resolver) }
        if let service = graph.instance(of: self, as: Service.self) { return service }
        return graph.keep(try make(request.resolver), of: self)
    }

    private func scoped(_ request: Request) throws(ResolutionError) -> Service {
        let scope = try scope(of: request)
        let slot = try scope.slot(for: self)
        let box = try slot.obtain(
            for: key,
            create: { () throws(ResolutionError) in
                try scope.beginCreation(of: key)
                let made: Service
                do throws(ResolutionError) {
                    if case .none = layers {
                        made = try make(request.resolver)
                        scope.endCreation(adopting: made)
                    } else {
                        let layered = try makeLayered(request.resolver)
                        made = layered.outermost
                        scope.endCreation(adopting: owned(layered))
                    }
                } catch {
                    scope.abandonCreation()
                    throw error
                }
                return makeBox?(made) ?? Box(made)
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    override func exposeAlias<Other>(as type: Other.Type, name: ServiceName?, in container: Container) {
        let key = ServiceKey(type, name: name)
        container.installAlias(of: self) { source in
            AliasRegistration<Service, Other>(key: key, source: source, sequence: container.nextSequence())
        }
    }
}

/// An alias of a ``FactoryRegistration``, held weakly by it.
private struct WeakAlias {
    weak var registration: AnyRegistration?
}
