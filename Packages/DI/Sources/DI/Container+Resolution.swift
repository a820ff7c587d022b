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
    @inlinable
    public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        if let service = publishedInstance(
            for: LookupKey(type, name: name, argumentType: nil), name: name, as: Service.self)
        {
            return service
        }
        do {
            return try produce(ServiceKey(type, name: name), context: topLevelResolver(scope: nil))
        } catch {
            throw error.trimmedToCycle()
        }
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
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        do {
            return try produce(key, argument: argument, context: topLevelResolver(scope: nil))
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
        do {
            return try resolveOptional(ServiceKey(type, name: name), context: topLevelResolver(scope: nil))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    // MARK: - Engine

    /// Resolves `key` for a resolver at any depth: the published singleton if there is one, else the binding.
    @inlinable
    func resolve<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        if let service = publishedInstance(for: key.lookup, name: key.name, as: Service.self) { return service }
        return try produce(key, context: context)
    }

    /// Resolves `key` through its binding; errors from deeper levels get this step prepended.
    @inlinable
    func produce<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        guard let found = binding(for: key) else { throw missingRegistration(key, as: Service.self) }
        // Sound by construction, see `publishedInstance(for:name:as:)`.
        let binding = unsafeDowncast(found.binding.takeUnretainedValue(), to: Binding<Service>.self)
        let request = Request(resolver: try context.entering(key), level: found.level)
        do {
            return try binding.produce(request)
        } catch {
            throw error.prepending(key)
        }
    }

    /// Resolves `key`, whose factory takes `argument`.
    func produce<Service, Argument>(_ key: ServiceKey, argument: Argument, context: Resolver)
        throws(ResolutionError) -> Service
    {
        guard let found = binding(for: key) else { throw missingRegistration(key, as: Service.self) }
        // Sound by construction: an entry whose key has an argument type holds an `ArgumentProducer` of it.
        let binding = unsafeDowncast(
            found.binding.takeUnretainedValue(), to: ArgumentProducer<Service, Argument>.self)
        let request = Request(resolver: try context.entering(key), level: found.level)
        do {
            return try binding.produce(request, argument: argument)
        } catch {
            throw error.prepending(key)
        }
    }

    /// Resolves `key`, or `nil` when nothing at all is registered for it.
    func resolveOptional<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service? {
        if binding(for: key) == nil {
            let error = missingRegistration(key, as: Service.self)
            if error.kind == .missingRegistration { return nil }
            throw error
        }
        return try resolve(key, context: context) as Service
    }
}
