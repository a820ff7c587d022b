import Synchronization

extension Container {
    /// Resolves the service registered for `type` and `name`.
    ///
    /// ```swift
    /// let loader = try container.resolve((any FeedLoader).self, name: "remote")
    /// let clock: any Clock = try container.resolve()
    /// ```
    ///
    /// - Parameters:
    ///   - type: the service type; inferred from the context when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Returns: the instance, according to the registration's lifetime.
    /// - Throws: ``ResolutionError`` naming every step of the path: a missing registration (with near matches),
    ///   a cycle, a failing factory, a `.scoped` service outside a scope.
    @inlinable @inline(__always)
    public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let read = enterRead()
        defer { leaveRead(read) }
        // One probe of the table finds the registration; a created singleton is then one atomic load away.
        let lookup = LookupKey(type, name: name, argumentType: nil)
        guard let found = registration(for: lookup, name: name) else {
            return try unregistered(type, name: name)
        }
        if let service = Container.publishedInstance(of: found.registration, as: Service.self) { return service }
        // Shut down or tracing: out of line, so that the code inlined into callers stays small.
        if flags.load(ordering: .relaxed) != 0 { return try flaggedResolve(found, type: type, name: name) }
        // The registration is used unretained (retired, not freed, while this resolution runs);
        // `_withUnsafeGuaranteedRef` cannot throw a typed error, so the outcome comes out as a `Result`.
        let outcome = found.registration._withUnsafeGuaranteedRef { base -> Result<Service, ResolutionError> in
            // Sound by construction, see `publishedInstance(of:as:)`.
            let registration = unsafeDowncast(base, to: ServiceRegistration<Service>.self)
            let resolver = topLevelResolver(scope: nil, depth: 1)
            do throws(ResolutionError) {
                // Only a resolution with a context (a graph cache) can have queued actions; without one, the
                // resolver is handed over rather than kept for them.
                guard resolver.context != nil else {
                    return .success(try produce(registration, level: found.level, resolver: resolver))
                }
                let service = try produce(registration, level: found.level, resolver: resolver)
                try resolver.runQueuedActions()
                return .success(service)
            } catch {
                return .failure(error.trimmedToCycle())
            }
        }
        return try outcome.get()
    }

    /// Resolves a service whose factory takes a runtime argument, for example one loader per feed URL.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    ///   - argument: passed to the factory; its static type selects the registration.
    /// - Throws: ``ResolutionError``, with kind `argumentMismatch` when the service is registered with another
    ///   argument type (or without one).
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, argument: Argument
    ) throws(ResolutionError) -> Service {
        let read = enterRead()
        defer { leaveRead(read) }
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        do {
            let resolver = try openResolver(for: key)
            return try resolver.finishing(produce(key, argument: argument, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves a service, or returns `nil` when nothing is registered for `type` and `name`.
    ///
    /// - Throws: ``ResolutionError`` when a registration exists but fails: a failing factory is not "absent".
    public func resolveOptional<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service?
    {
        let read = enterRead()
        defer { leaveRead(read) }
        let key = ServiceKey(type, name: name)
        do {
            let resolver = try openResolver(for: key)
            return try resolver.finishing(resolveOptional(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    // MARK: - Engine

    /// Resolves `type` and `name` for a factory's `context`: the published singleton if there is one, else the
    /// registration. Counted as a read, as a top-level resolution is: the resolver may have been kept past its
    /// factory call.
    ///
    /// A method of the container rather than of ``Resolver`` so that the container is the guaranteed `self` and
    /// no reference count is taken on it for the lookup; the count is taken here, in this out-of-line code, so
    /// that ``Resolver/resolve(_:name:)`` stays small enough to inline into factories.
    @inlinable
    func resolve<Service>(_ type: Service.Type, name: ServiceName?, context: Resolver) throws(ResolutionError)
        -> Service
    {
        let read = enterRead()
        defer { leaveRead(read) }
        guard let found = registration(for: LookupKey(type, name: name, argumentType: nil), name: name) else {
            return try unregistered(ServiceKey(type, name: name), context: context)
        }
        if let service = Container.publishedInstance(of: found.registration, as: Service.self) {
            if let tracer = context.context?.tracer {
                tracer.reused(found.registration.takeUnretainedValue(), depth: context.depth + 1)
            }
            return service
        }
        return try produce(found, context: context)
    }

    /// Resolves `key` for a resolver at any depth: the published singleton if there is one, else the registration.
    @inlinable
    func resolve<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        if let service = publishedInstance(for: key.lookup, name: key.name, as: Service.self) { return service }
        return try produce(key, context: context)
    }

    /// Resolves `key` through its registration; errors from deeper levels get this step prepended.
    @inlinable
    func produce<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        guard let found = registration(for: key) else { return try unregistered(key, context: context) }
        return try produce(found, context: context)
    }

    /// Resolves through `found` (used unretained: nothing is freed while a resolution runs) for a factory one
    /// level below `context`.
    @inlinable @inline(__always)
    func produce<Service>(_ found: (registration: Unmanaged<AnyRegistration>, level: Int), context: Resolver)
        throws(ResolutionError) -> Service
    {
        if let tracer = context.context?.tracer { return try tracedProduce(found, context: context, tracer: tracer) }
        // `_withUnsafeGuaranteedRef` cannot throw a typed error, so the outcome comes out as a `Result`.
        let outcome = found.registration._withUnsafeGuaranteedRef { base -> Result<Service, ResolutionError> in
            // Sound by construction, see `publishedInstance(of:as:)`.
            let registration = unsafeDowncast(base, to: ServiceRegistration<Service>.self)
            do throws(ResolutionError) {
                return .success(
                    try produce(registration, level: found.level, resolver: try context.entering(registration)))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Makes an instance through `registration`, found `level` containers up, for the factory's `resolver`.
    ///
    /// A synchronous transient factory is called right here, in the caller's specialized code; every other
    /// registration goes through its `produce(_:)`. Errors get the registration's key prepended to their path.
    @inlinable @inline(__always)
    func produce<Service>(_ registration: ServiceRegistration<Service>, level: Int, resolver: Resolver)
        throws(ResolutionError)
        -> Service
    {
        // Called through the stored property, borrowed rather than bound with `if let`: a bound copy costs a
        // retain and a release of the closure's context per creation. The registration outlives the call (it is
        // retired, not freed, while this counted read runs), so the borrow is sound.
        let made: Service?
        do {
            made = try registration.transientFactory?(resolver)
        } catch {
            throw registration.failure(error)
        }
        if let made { return made }
        do {
            return try registration.produce(Request(resolver: resolver, level: level))
        } catch {
            throw registration.prepending(error)
        }
    }

    /// Resolves `key`, whose factory takes `argument`.
    func produce<Service, Argument>(_ key: ServiceKey, argument: Argument, context: Resolver)
        throws(ResolutionError) -> Service
    {
        guard let found = registration(for: key) else { throw missingRegistration(key, as: Service.self) }
        // Sound by construction: the registration of a key with an argument type is an `ArgumentRegistration` of it.
        let registration = unsafeDowncast(
            found.registration.takeUnretainedValue(), to: ArgumentRegistration<Service, Argument>.self)
        let request = Request(resolver: try context.entering(key), level: found.level)
        do {
            guard let tracer = context.context?.tracer else {
                return try registration.produce(request, argument: argument)
            }
            return try tracer.step(registration, depth: request.resolver.depth) { () throws(ResolutionError) in
                try registration.produce(request, argument: argument)
            }
        } catch {
            throw error.prepending(key)
        }
    }

    /// Resolves `key`, or `nil` when nothing at all is registered for it.
    ///
    /// The table is read once: a registration made meanwhile cannot turn the answer into a contradiction.
    func resolveOptional<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service? {
        guard let found = registration(for: key) else {
            if Service.self is any DeferredResolution.Type { return try unregistered(key, context: context) }
            let error = missingRegistration(key, as: Service.self)
            if error.kind == .missingRegistration { return nil }
            throw error
        }
        if let service = Container.publishedInstance(of: found.registration, as: Service.self) { return service }
        return try produce(found, context: context) as Service
    }
}
