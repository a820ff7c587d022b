extension Container {
    /// Registers an async factory (opening a database, loading remote configuration).
    ///
    /// ```swift
    /// container.register((any FeedStore).self, scope: .singleton) { r async throws in
    ///     try await SQLiteFeedStore.open(at: try r.resolve(CacheLocation.self).url)
    /// }
    /// ```
    ///
    /// Resolve it with `resolveAsync`, or create it at start-up with ``bootstrap()`` (or
    /// ``Assembler/bootstrap(validate:)``), after which a synchronous `resolve` returns the created singleton.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///     Validation never runs an async factory: it sees only what is declared here.
    ///   - factory: makes an instance; may suspend and throw.
    /// - Returns: the registration, to expose it under more types.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Lifetime = .transient,
        dependsOn: [ServiceKey]? = nil, factory: @escaping @Sendable (Resolver) async throws -> Service
    ) -> Registration<Service> {
        install(
            type, name: name, scope: scope, factory: .async(factory), dependencies: dependsOn,
            declaresDependencies: dependsOn != nil)
    }

    /// Resolves a service from an async context; the only way to run an async factory.
    ///
    /// Synchronous registrations resolve as with `resolve`. Waiting for an async singleton that another task is
    /// creating suspends this task; it never blocks a thread.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Throws: ``ResolutionError`` naming the path, as `resolve` does.
    public func resolveAsync<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        async throws(ResolutionError) -> Service
    {
        // Counted as an async read: the task may resume on another thread.
        readers.enterAsync()
        defer { readers.leaveAsync() }
        do {
            let key = ServiceKey(type, name: name)
            let resolver = try openResolver(for: key)
            return try resolver.finishing(await resolveAsync(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Creates every async singleton registered in this container, in registration order, so that a
    /// synchronous `resolve` returns them afterwards: a deterministic start-up.
    ///
    /// - Throws: the first ``ResolutionError``.
    public func bootstrap() async throws(ResolutionError) {
        // Counted as an async read: the task may resume on another thread.
        readers.enterAsync()
        defer { readers.leaveAsync() }
        let pending = state.withLock { _ in
            registrationsMadeHere().filter { $0.record.kind == .async && $0.record.lifetime == .singleton }
                .sorted { $0.record.sequence < $1.record.sequence }
        }
        for registration in pending {
            do {
                let resolver = try openResolver(for: registration.key).entering(registration.key, tracksEveryStep: true)
                try await registration.prepare(Request(resolver: resolver, level: 0))
                _ = try resolver.finishing(())
            } catch {
                throw error.prepending(registration.key).trimmedToCycle()
            }
        }
    }

    /// Resolves `key` from an async context: the published singleton if there is one, else the registration.
    func resolveAsync<Service>(_ key: ServiceKey, context: Resolver) async throws(ResolutionError) -> Service {
        if let service = publishedInstance(for: key.lookup, name: key.name, as: Service.self) { return service }
        guard let found = registration(for: key) else { return try unregistered(key, context: context) }
        // Sound by construction, see `publishedInstance(for:name:as:)`.
        let registration = unsafeDowncast(
            found.registration.takeUnretainedValue(), to: ServiceRegistration<Service>.self)
        let request = Request(resolver: try context.entering(key, tracksEveryStep: true), level: found.level)
        do {
            return try await registration.produceAsync(request)
        } catch {
            throw error.prepending(key)
        }
    }
}

extension Resolver {
    /// Resolves a service from an async factory; waiting for an in-flight async singleton suspends the task.
    ///
    /// - Throws: ``ResolutionError`` naming the path.
    public func resolveAsync<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        async throws(ResolutionError) -> Service
    {
        // Counted as an async read: the task may resume on another thread.
        container.readers.enterAsync()
        defer { container.readers.leaveAsync() }
        let key = ServiceKey(type, name: name)
        return try await container.resolveAsync(key, context: try checking(key))
    }
}

extension Scope {
    /// Resolves a service from an async context; `.scoped` ones are created once for this scope.
    ///
    /// - Throws: ``ResolutionError`` naming the path.
    public func resolveAsync<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        async throws(ResolutionError) -> Service
    {
        // Counted as an async read: the task may resume on another thread.
        container.readers.enterAsync()
        defer { container.readers.leaveAsync() }
        do {
            let key = ServiceKey(type, name: name)
            let resolver = try topLevelResolver(for: key)
            return try resolver.finishing(await container.resolveAsync(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }
}
