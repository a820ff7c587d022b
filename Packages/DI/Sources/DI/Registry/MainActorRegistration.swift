/// A registration whose factory runs on the main actor; its instances are handed out on the main actor only.
///
/// A `ServiceRegistration<Service>`, so that the key's entry keeps a single registration type, but it never
/// publishes an instance for the nonisolated fast path: the nonisolated `produce` reports
/// ``ResolutionError/Kind/mainActorOnly``. Its lifetimes keep instances where the others do: a singleton or weak
/// instance in its own slot (adopted by the owning container, which disposes it), a scoped one in the scope's, a
/// `.graph` one in the resolution's cache; the slots are only filled and read on the main actor, and cleared from
/// anywhere.
final class MainActorRegistration<Service>: ServiceRegistration<Service>, @unchecked Sendable {
    let factory: @MainActor @Sendable (Resolver) throws -> Service
    /// What the factory may resolve, when the registration declared `dependsOn:` and this registration runs the
    /// declaring factory itself (a decorated copy checks inside, around the original factory only).
    let declared: DeclaredDependencies?

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { makeProbe(in: run, node: node) }

    init(
        key: ServiceKey, record: RegistrationRecord, checksDeclared: Bool = true,
        factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) {
        self.factory = factory
        declared =
            checksDeclared && record.declaresDependencies
            ? DeclaredDependencies(registration: key, keys: record.dependencies ?? []) : nil
        super.init(key: key, record: record)
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw MainActorRegistration.onlyOnMainActor(key)
    }

    @MainActor
    override func produceOnMainActor(_ request: Request) throws(ResolutionError) -> Service {
        switch record.lifetime {
        case .transient:
            return try make(request.resolver)
        case .singleton:
            return try shared(request)
        case .weak:
            return try weakly(request)
        case .graph:
            guard let graph = request.resolver.graph else { return try make(request.resolver) }
            if let service = graph.instance(of: self, as: Service.self) { return service }
            return graph.keep(try make(request.resolver), of: self)
        case .scoped:
            return try scoped(request)
        }
    }

    @MainActor
    private func shared(_ request: Request) throws(ResolutionError) -> Service {
        let resolver = request.ownerResolver
        let owner = request.owner
        let box = try obtain(
            for: key,
            create: { () throws(ResolutionError) in
                let box = Box(try make(resolver))
                guard owner.adopt(box) else { throw owner.shutDownError(key) }
                return box
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    @MainActor
    private func weakly(_ request: Request) throws(ResolutionError) -> Service {
        let resolver = request.ownerResolver
        while true {
            // Held strongly until returned: the slot only holds it weakly.
            var made: Service?
            let stored = try obtain(
                for: key, isUsable: { unsafeDowncast($0, to: WeakReference.self).object != nil },
                create: { () throws(ResolutionError) in
                    let service = try make(resolver)
                    made = service
                    return try WeakReference.holding(service, madeFor: key)
                })
            if let made { return made }
            if let service = unsafeDowncast(stored, to: WeakReference.self).object as? Service { return service }
        }
    }

    @MainActor
    private func scoped(_ request: Request) throws(ResolutionError) -> Service {
        let scope = try scope(of: request)
        let slot = try scope.slot(for: self)
        let box = try slot.obtain(
            for: key,
            create: { () throws(ResolutionError) in
                try scope.beginCreation(of: key)
                let made: Service
                do throws(ResolutionError) {
                    made = try make(request.resolver)
                } catch {
                    scope.abandonCreation()
                    throw error
                }
                scope.endCreation(adopting: made)
                return Box(made)
            })
        // Sound: the slot holds what `create` made.
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    @MainActor
    private func make(_ resolver: Resolver) throws(ResolutionError) -> Service {
        resolver.context?.tracer?.markCreated(depth: resolver.depth)
        do {
            return try factory(declared.map { resolver.declaring($0) } ?? resolver)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
        }
    }

    override func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] {
        guard lifetime == record.lifetime else { return [] }
        return clear().map { [$0] } ?? []
    }

    override var cachedInstance: Any? {
        guard let stored = current else { return nil }
        return (stored as? Box<Service>)?.value ?? (stored as? WeakReference)?.object
    }

    override func exposeAlias<Other>(as type: Other.Type, name: ServiceName?, in container: Container) {
        container.install(
            MainActorAliasRegistration<Service, Other>(
                key: ServiceKey(type, name: name), source: self, sequence: container.nextSequence()))
    }

    /// The error for resolving the main-actor service `key` through the nonisolated API.
    static func onlyOnMainActor(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(
            .mainActorOnly,
            reason: "\(key) is a main-actor service: resolve it with resolveMainActor, on the main actor")
    }
}
