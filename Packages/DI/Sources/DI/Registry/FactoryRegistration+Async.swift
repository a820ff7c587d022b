extension FactoryRegistration {
    /// Runs an async factory and the decorators once, turning a thrown error into a ``ResolutionError``.
    func makeAsync(
        _ factory: @Sendable (Resolver) async throws -> Service, _ resolver: Resolver
    ) async throws(ResolutionError) -> Service {
        try await makeAsyncLayered(factory, resolver).outermost
    }

    /// The async factory's instance then each decorator's, innermost first.
    func makeAsyncLayered(
        _ factory: @Sendable (Resolver) async throws -> Service, _ resolver: Resolver
    ) async throws(ResolutionError) -> Layers {
        do {
            let own = factoryResolver(resolver)
            let service = try await factory(own)
            try created(service, resolver, factoryResolver: own)
            return try layered(service, resolver)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
        }
    }

    /// Resolves an async registration with its lifetime; waiting for an in-flight creation suspends the task.
    func produceAsync(
        with factory: @escaping @Sendable (Resolver) async throws -> Service, _ request: Request
    ) async throws(ResolutionError) -> Service {
        switch record.lifetime {
        case .transient:
            return try await makeAsync(factory, request.resolver)
        case .singleton:
            guard let slot = asyncSlot else { return try await makeAsync(factory, request.resolver) }
            let resolver = request.ownerResolver
            return try await slot.obtain(
                for: key, waiter: resolver.creation, read: { $0.value },
                create: { ticket async throws(ResolutionError) in
                    let made = try await makeAsyncLayered(factory, resolver.creating(ticket))
                    let box = try keep(layered: made, in: request.owner)
                    return (box, box.value)
                })
        case .weak:
            guard let slot = asyncWeakSlot else { return try await makeAsync(factory, request.resolver) }
            let resolver = request.ownerResolver
            return try await slot.obtain(
                for: key, waiter: resolver.creation, isUsable: { $0.object != nil }, read: { $0.object as? Service },
                create: { ticket async throws(ResolutionError) in
                    let service = try await makeAsync(factory, resolver.creating(ticket))
                    return (try WeakReference.holding(service, madeFor: key), service)
                })
        case .graph:
            guard let graph = request.resolver.graph else { return try await makeAsync(factory, request.resolver) }
            if let service = graph.instance(of: self, as: Service.self) { return service }
            return graph.keep(try await makeAsync(factory, request.resolver), of: self)
        case .scoped:
            let scope = try scope(of: request)
            let slot: AsyncSlot<Box<Service>> = try scope.asyncSlot(for: self)
            return try await slot.obtain(
                for: key, waiter: request.resolver.creation, read: { $0.value },
                create: { ticket async throws(ResolutionError) in
                    try scope.beginCreation(of: key)
                    let made: Layers
                    do throws(ResolutionError) {
                        made = try await makeAsyncLayered(factory, request.resolver.creating(ticket))
                    } catch {
                        scope.abandonCreation()
                        throw error
                    }
                    scope.endCreation(adopting: owned(made))
                    return (Box(made.outermost), made.outermost)
                })
        }
    }
}
