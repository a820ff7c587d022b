/// A registration whose factory takes a runtime argument.
///
/// Transient unless registered with a `Hashable` argument and a caching lifetime: then `.singleton`, `.weak`,
/// `.scoped` and `.graph` keep one instance per distinct argument value (see ``ArgumentCache``).
///
/// `@unchecked Sendable` only because its superclass is: its stored properties are immutable and `Sendable`.
class ArgumentRegistration<Service, Argument>: AnyRegistration, @unchecked Sendable {
    let factory: @Sendable (Resolver, Argument) throws -> Service
    /// The argument as a cache key; `nil` for registrations that never cache (transient).
    let hashKey: (@Sendable (Argument) -> AnyHashable)?
    /// The per-argument `.singleton` and `.weak` instances; `nil` for other lifetimes.
    let cache: ArgumentCache?
    /// What the factory may resolve, when the registration declared `dependsOn:` and this registration runs the
    /// declaring factory itself (a decorated copy checks inside, around the original factory only).
    let declared: DeclaredDependencies?

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { makeProbe(in: run, node: node) }

    override func refusedAsLive() -> AnyRegistration? { makeRefusal() }

    override func exposeAlias<Other>(as type: Other.Type, name: ServiceName?, in container: Container) {
        container.installArgumentAlias(of: self) { current in
            current.alias(as: type, name: name, sequence: container.nextSequence())
        }
    }

    init(
        key: ServiceKey, record: RegistrationRecord, hashKey: (@Sendable (Argument) -> AnyHashable)? = nil,
        checksDeclared: Bool = true, factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) {
        self.factory = factory
        self.hashKey = hashKey
        declared =
            checksDeclared && record.declaresDependencies
            ? DeclaredDependencies(registration: key, keys: record.dependencies ?? []) : nil
        let sharedByContainer = record.lifetime == .singleton || record.lifetime == .weak
        cache = hashKey != nil && sharedByContainer ? ArgumentCache() : nil
        super.init(key: key, record: record)
    }

    /// Runs the factory with `argument`, turning a thrown error into a ``ResolutionError``.
    func make(_ resolver: Resolver, _ argument: Argument) throws(ResolutionError) -> Service {
        resolver.context?.tracer?.markCreated(depth: resolver.depth)
        do {
            return try factory(declared.map { resolver.declaring($0) } ?? resolver, argument)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
        }
    }

    /// Resolves the service for `argument`, with its lifetime.
    func produce(_ request: Request, argument: Argument) throws(ResolutionError) -> Service {
        guard let hashKey else { return try make(request.resolver, argument) }
        return try produceKept(request, argument: argument, hashKey: hashKey)
    }

    /// Resolves the service for `argument`, with a lifetime that may keep it. Apart from ``produce(_:argument:)``:
    /// in this unspecialized code `Service?` has its type metadata looked up at run time, once per call of the
    /// function that uses it, which a transient resolution need not pay.
    private func produceKept(
        _ request: Request, argument: Argument, hashKey: @Sendable (Argument) -> AnyHashable
    ) throws(ResolutionError) -> Service {
        let instanceKey = ArgumentInstanceKey(registration: ObjectIdentifier(self), argument: hashKey(argument))
        switch record.lifetime {
        case .transient:
            return try make(request.resolver, argument)
        case .singleton:
            return try shared(request, argument, cacheKey: instanceKey.argument)
        case .weak:
            return try weakly(request, argument, cacheKey: instanceKey.argument)
        case .graph:
            guard let graph = request.resolver.graph else { return try make(request.resolver, argument) }
            if let service = graph.instance(for: instanceKey, as: Service.self) { return service }
            return graph.keep(try make(request.resolver, argument), for: instanceKey)
        case .scoped:
            return try scoped(request, argument, key: instanceKey)
        }
    }

    private func shared(_ request: Request, _ argument: Argument, cacheKey: AnyHashable) throws(ResolutionError)
        -> Service
    {
        guard let cache else { return try make(request.resolver, argument) }
        let resolver = request.ownerResolver
        let owner = request.owner
        let stored = try cache.slot(for: cacheKey).obtain(
            for: key,
            create: { () throws(ResolutionError) in
                let box = Box(try make(resolver, argument))
                guard owner.adopt(box) else { throw owner.shutDownError(key) }
                return box
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(stored, to: Box<Service>.self).value
    }

    private func weakly(_ request: Request, _ argument: Argument, cacheKey: AnyHashable) throws(ResolutionError)
        -> Service
    {
        guard let cache else { return try make(request.resolver, argument) }
        let resolver = request.ownerResolver
        let slot = cache.slot(for: cacheKey)
        while true {
            // Held strongly until returned: the slot only holds it weakly.
            var made: Service?
            let stored = try slot.obtain(
                for: key, isUsable: { unsafeDowncast($0, to: WeakReference.self).object != nil },
                create: { () throws(ResolutionError) in
                    let service = try make(resolver, argument)
                    made = service
                    return try WeakReference.holding(service, madeFor: key)
                })
            if let made { return made }
            if let service = unsafeDowncast(stored, to: WeakReference.self).object as? Service { return service }
        }
    }

    private func scoped(_ request: Request, _ argument: Argument, key instanceKey: ArgumentInstanceKey)
        throws(ResolutionError) -> Service
    {
        guard let scope = request.resolver.scope else {
            throw ResolutionError(
                .scopedOutsideScope,
                reason: "\(key) is .scoped: resolve it from a scope (container.makeScope()), and not from a "
                    + ".singleton or .weak service, which would outlive the scope")
        }
        let stored = try scope.slot(for: instanceKey, key: key).obtain(
            for: key,
            create: { () throws(ResolutionError) in
                try scope.beginCreation(of: key)
                let service: Service
                do throws(ResolutionError) {
                    service = try make(request.resolver, argument)
                } catch {
                    scope.abandonCreation()
                    throw error
                }
                scope.endCreation(adopting: service)
                return Box(service)
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(stored, to: Box<Service>.self).value
    }

    override func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] {
        guard lifetime == record.lifetime, let cache else { return [] }
        return cache.clear()
    }
}
