import Synchronization

/// The decorators of a registration, kept apart from its factory so that the instance each one wraps is known:
/// a container or scope disposes every layer it owns, outermost first.
extension FactoryRegistration {
    /// An instance with its decorators: the outermost, and the ones it wraps, innermost first.
    typealias Layers = (outermost: Service, inner: [Service])

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
        switch factory {
        case .sync(let factory):
            do {
                // Nothing to check, queue, trace or wrap: the factory's instance as it is.
                if isPlain, resolver.context == nil { return try factory(resolver) }
                let own = factoryResolver(resolver)
                let service = try factory(own)
                try created(service, resolver, factoryResolver: own)
                return try decorate(service, resolver)
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

    /// ``make(_:)`` keeping the instances the decorators wrap, for a registration with decorators whose layers
    /// its owner disposes.
    func makeLayered(_ resolver: Resolver) throws(ResolutionError) -> Layers {
        switch factory {
        case .sync(let factory):
            do {
                let own = factoryResolver(resolver)
                let service = try factory(own)
                try created(service, resolver, factoryResolver: own)
                return try layered(service, resolver)
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
    @inline(__always)
    func factoryResolver(_ resolver: Resolver) -> Resolver {
        if let declared { return resolver.declaring(declared) }
        return resolver
    }

    /// Reports a new instance to the trace, if any, and queues its `initCompleted` action, if any, with
    /// `factoryResolver`.
    @inline(__always)
    func created(_ service: Service, _ resolver: Resolver, factoryResolver: Resolver) throws {
        resolver.context?.tracer?.markCreated(depth: resolver.depth)
        guard let completion else { return }
        let action: @Sendable () throws -> Void = { try completion(factoryResolver, service) }
        if let graph = resolver.graph { graph.enqueue(action) } else { try action() }
    }

    /// `service` wrapped by the decorators, in order.
    @inline(__always)
    func decorate(_ service: Service, _ resolver: Resolver) throws -> Service {
        guard let layers else { return service }
        var current = service
        for layer in layers { current = try layer.wrap(resolver, current) }
        return current
    }

    /// `service` wrapped by the decorators, with the instances each one wrapped.
    func layered(_ service: Service, _ resolver: Resolver) throws -> Layers {
        var inner: [Service] = []
        var current = service
        for layer in layers ?? [] {
            inner.append(current)
            current = try layer.wrap(resolver, current)
        }
        return (current, inner)
    }

    /// The instances of `made` that their registration disposes, innermost first: the decorators', and the
    /// factory's unless a parent container owns it.
    func owned(_ made: Layers) -> [Service] {
        let all = made.inner + [made.outermost]
        return ownsBase ? all : Array(all.dropFirst())
    }

    /// Boxes `service` (made without decorators) and records it for `owner` to dispose, then publishes the box;
    /// a container shut down meanwhile hands nothing out and disposes what was made for it.
    @inline(__always)
    func keep(_ service: Service, in owner: Container) throws(ResolutionError) -> Box<Service> {
        let box = makeBox?(service) ?? Box(service)
        guard ownsBase ? owner.adopt(box) : owner.adopt([]) else {
            if ownsBase, let disposable = service as? any Disposable { Task { await disposable.dispose() } }
            throw owner.shutDownError(key)
        }
        // While tracing, reads go through the registration so that reusing the instance is reported.
        if !owner.isTracing { publish(box) }
        return box
    }

    /// ``keep(_:in:)`` for an instance made with decorators: every layer it owns is recorded, innermost first.
    func keep(layered made: Layers, in owner: Container) throws(ResolutionError) -> Box<Service> {
        let box = makeBox?(made.outermost) ?? Box(made.outermost)
        guard owner.adopt(owned(made).dropLast().map { Box($0) as any AnyBox } + [box]) else {
            let disposables = owned(made).reversed().compactMap { $0 as? any Disposable }
            Task { await Disposal.dispose(disposables) }
            throw owner.shutDownError(key)
        }
        // While tracing, reads go through the registration so that reusing the instance is reported.
        if !owner.isTracing { publish(box) }
        return box
    }
}
