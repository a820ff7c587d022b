import Synchronization

extension Container {
    /// Reports every resolution from this container, its scopes and the child containers made from it to
    /// `observer`: each step with its depth, lifetime, whether a factory ran, and how long it took. `nil` stops.
    ///
    /// ```swift
    /// container.traceResolutions { event in print(event) }   //   FeedLoader(remote) .singleton created 1.2 ms
    /// ```
    ///
    /// For start-up debugging: it costs nothing while off. While on, each top-level resolution allocates a tracer,
    /// and singletons are read through their registration instead of the lock-free published copy, so that
    /// reusing one is reported too. Steps are reported when they end: dependencies before their dependent.
    ///
    /// - Parameter observer: called on the resolving thread, once per step; keep it quick.
    public func traceResolutions(_ observer: (@Sendable (ResolutionEvent) -> Void)?) {
        var pending = [self]
        while let container = pending.popLast() {
            pending += container.withState { state in
                state.traceObserver = observer
                if observer != nil {
                    container.flags.bitwiseOr(ContainerFlags.tracing, ordering: .relaxed)
                } else {
                    container.flags.bitwiseAnd(~ContainerFlags.tracing, ordering: .relaxed)
                }
                if observer != nil {
                    for registration in container.allRegistrationsMadeHere(state) {
                        state.retired += registration.unpublished()
                    }
                }
                return state.children.compactMap(\.container)
            }
        }
    }

    /// A tracer for one top-level resolution, reporting to the nearest observer up the parent chain.
    func makeTracer() -> ResolutionTracer? {
        var container: Container? = self
        while let current = container {
            if let observer = current.state.withLock({ $0.traceObserver }) {
                return ResolutionTracer(observer: observer)
            }
            container = current.parent
        }
        return nil
    }

    /// A top-level resolution through `found` from a container shut down (the error) or traced.
    @usableFromInline
    func flaggedResolve<Service>(
        _ found: (registration: Unmanaged<AnyRegistration>, level: Int), type: Service.Type, name: ServiceName?
    ) throws(ResolutionError) -> Service {
        if isShutDown { throw shutDownError(ServiceKey(type, name: name)) }
        let resolver = topLevelResolver(scope: nil)
        do {
            return try resolver.finishing(produce(found, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// ``produce(_:context:)`` as one traced step.
    @usableFromInline
    func tracedProduce<Service>(
        _ found: (registration: Unmanaged<AnyRegistration>, level: Int), context: Resolver, tracer: ResolutionTracer
    ) throws(ResolutionError) -> Service {
        let base = found.registration.takeUnretainedValue()
        // Sound by construction, see `publishedInstance(of:as:)`.
        let registration = unsafeDowncast(base, to: ServiceRegistration<Service>.self)
        let resolver = try context.entering(registration)
        return try tracer.step(registration, depth: resolver.depth) { () throws(ResolutionError) in
            try produce(registration, level: found.level, resolver: resolver)
        }
    }
}
