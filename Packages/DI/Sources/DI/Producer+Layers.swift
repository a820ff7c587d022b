import Synchronization

/// The decorators of a registration, kept apart from its factory so that the instance each one wraps is known:
/// a container or scope disposes every layer it owns, outermost first.
extension Producer {
    /// `make` followed by `layers`, each given the resolver and the previous one's service.
    static func wrapped(
        _ make: @escaping @Sendable (Resolver) throws -> Service, in layers: [DecoratorBody<Service>]
    ) -> @Sendable (Resolver) throws -> Service {
        { resolver in
            var service = try make(resolver)
            for layer in layers { service = try layer.wrap(resolver, service) }
            return service
        }
    }

    /// Runs the factory and the decorators once, turning a thrown error into a ``ResolutionError``.
    func make(_ resolver: Resolver) throws(ResolutionError) -> Service {
        try makeLayered(resolver).outermost
    }

    /// The factory's instance then each decorator's, innermost first, and the outermost.
    func makeLayered(_ resolver: Resolver) throws(ResolutionError) -> (outermost: Service, all: [Service]) {
        switch factory {
        case .sync(let factory):
            do {
                let own = factoryResolver(resolver)
                return try wrap(try factory(own), resolver, factoryResolver: own)
            } catch let error as ResolutionError {
                throw error
            } catch {
                throw ResolutionError(
                    .factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
            }
        case .async:
            throw asyncOnlyError
        }
    }

    /// The resolver the factory (and its `initCompleted` action) gets: held to the `dependsOn:` list, if declared.
    /// Decorators get the plain one: their dependencies are their own.
    func factoryResolver(_ resolver: Resolver) -> Resolver {
        declared.map { resolver.declaring($0) } ?? resolver
    }

    /// `service` then what each decorator made of the previous one, and the last of them; queues the
    /// `initCompleted` action for `service`, if any, with `factoryResolver`, unless `completing` is `false`
    /// (validation never runs them).
    func wrap(_ service: Service, _ resolver: Resolver, factoryResolver: Resolver? = nil, completing: Bool = true)
        throws -> (outermost: Service, all: [Service])
    {
        resolver.context?.tracer?.markCreated(depth: resolver.depth)
        if completing, let completion {
            let actionResolver = factoryResolver ?? resolver
            let action: @Sendable () throws -> Void = { try completion(actionResolver, service) }
            if let graph = resolver.graph { graph.enqueue(action) } else { try action() }
        }
        var made = [service]
        var current = service
        for layer in layers {
            current = try layer.wrap(resolver, current)
            made.append(current)
        }
        return (current, made)
    }

    /// The instances of `made` that their registration disposes: the decorators', and the factory's unless a
    /// parent container owns it.
    func owned(_ made: [Service]) -> ArraySlice<Service> {
        ownsBase ? made[...] : made.dropFirst()
    }

    /// Boxes the outermost of `made` and records what `owner` disposes, then publishes the box; a container shut
    /// down meanwhile hands nothing out and disposes what was made for it.
    func keep(_ made: (outermost: Service, all: [Service]), in owner: Container) throws(ResolutionError)
        -> Box<Service>
    {
        let box = makeBox?(made.outermost) ?? Box(made.outermost)
        let owned = owned(made.all)
        let boxes: [any AnyBox] =
            layers.isEmpty ? (ownsBase ? [box] : []) : owned.dropLast().map { Box($0) } + [box]
        guard owner.adopt(boxes) else {
            let disposables = owned.reversed().compactMap { $0 as? any Disposable }
            Task { await Disposal.dispose(disposables) }
            throw owner.shutDownError(key)
        }
        // While tracing, reads go through the registration so that reusing the instance is reported.
        if !owner.isTracing { publish(box) }
        return box
    }
}
