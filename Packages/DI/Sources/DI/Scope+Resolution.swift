extension Scope {
    /// Resolves a service; `.scoped` ones are created once for this scope.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Throws: ``ResolutionError``, with kind `scopeClosed` for any service after ``close()``.
    public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name)
        let resolver = try topLevelResolver(for: key)
        if let service = container.publishedInstance(for: key.lookup, name: name, as: Service.self) {
            return service
        }
        do {
            return try resolver.finishing(container.produce(key, context: resolver))
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
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        let resolver = try topLevelResolver(for: key)
        do {
            return try resolver.finishing(container.produce(key, argument: argument, context: resolver))
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
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name)
        let resolver = try topLevelResolver(for: key)
        do {
            return try resolver.finishing(container.resolveOptional(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }
}
