extension Container {
    /// Registers a main-actor service (a view model, a UI coordinator): its factory runs on the main actor and
    /// its instances are handed out there, by `resolveMainActor`.
    ///
    /// ```swift
    /// container.registerMainActor(FeedViewModel.self, scope: .scoped) { r in
    ///     FeedViewModel(loader: try r.resolve((any FeedLoader).self))
    /// }
    /// .implements((any FeedScreenModel).self)
    /// ```
    ///
    /// Every lifetime works as for ``register(_:name:scope:dependsOn:factory:)-9oxji``: a `.singleton` is kept by the
    /// container and disposed by ``shutdown()``, a `.scoped` instance by its ``Scope`` and disposed when it closes
    /// (newest first, with the other instances), a `.weak` one while somebody holds it, a `.graph` one for one
    /// top-level resolution. ``releaseInstances(of:name:)`` forgets an instance at once, from any thread.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///     Validation never runs a main-actor factory: without this list (or ``autoregisterMainActor(_:name:scope:initializer:)``)
    ///     it cannot check the registration and lists it as not checked.
    ///   - factory: makes an instance on the main actor.
    /// - Returns: the registration, to expose it under more types with ``Registration/implements(_:name:)``.
    @discardableResult
    public func registerMainActor<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Lifetime = .transient,
        dependsOn: [ServiceKey]? = nil, factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        installMainActor(
            type, name: name, scope: scope, dependencies: dependsOn, declaresDependencies: dependsOn != nil,
            factory: factory)
    }

    /// Registers a main-actor service by a `@MainActor` function whose parameters are its dependencies, declared
    /// once, as ``autoregister(_:name:scope:initializer:)-(_,_,_,(Dependency)->Service)`` does (markers included): validation knows them
    /// without running anything.
    ///
    /// ```swift
    /// container.autoregisterMainActor(FeedViewModel.self, initializer: FeedViewModel.init)
    /// ```
    ///
    /// Each plain parameter is resolved with `resolveMainActor`, so it may itself be a main-actor service; a
    /// marker (``Named``) resolves as in `autoregister`, nonisolated.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the main-actor initializer (or any function) whose parameters are the dependencies.
    /// - Returns: the registration, to expose it under more types.
    @discardableResult
    public func autoregisterMainActor<Service, each Dependency>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @MainActor @Sendable (repeat each Dependency) throws -> Service
    ) -> Registration<Service> {
        let parameters = (repeat DeclaredParameter<each Dependency, Void>())
        var dependencies: [ServiceKey] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.key)
        }
        return installMainActor(type, name: name, scope: scope, dependencies: dependencies) { resolver in
            try initializer(repeat try (each parameters).fetchOnMainActor(resolver))
        }
    }

    /// Installs a main-actor registration, wrapped by the decorators of its key.
    private func installMainActor<Service>(
        _ type: Service.Type, name: ServiceName?, scope: Lifetime, dependencies: [ServiceKey]?,
        declaresDependencies: Bool = false, factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(type, name: name)
        let record = RegistrationRecord(
            kind: .mainActor, lifetime: scope, concreteType: TypeKind.concreteType(Service.self),
            dependencies: dependencies, aliasOf: nil, sequence: nextSequence(),
            declaresDependencies: declaresDependencies)
        let installed = installDecorated(MainActorRegistration(key: key, record: record, factory: factory))
        return Registration(container: self, installed: installed)
    }

    /// Resolves a main-actor service, on the main actor; other services resolve as with `resolve`.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Throws: ``ResolutionError`` naming the path.
    @MainActor
    public func resolveMainActor<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let read = enterRead()
        defer { leaveRead(read) }
        do {
            let key = ServiceKey(type, name: name)
            let resolver = try openResolver(for: key)
            return try resolver.finishing(resolveMainActor(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves `key` on the main actor: a main-actor registration through its lifetime, any other as `resolve`.
    @MainActor
    func resolveMainActor<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        guard let found = registration(for: key) else { return try unregistered(key, context: context) }
        let base = found.registration.takeUnretainedValue()
        guard base.record.kind == .mainActor else { return try resolve(key, context: context) }
        // Sound by construction: the registration of a key without argument type whose type is `Service` is a
        // `ServiceRegistration<Service>` (see `Container.install`).
        let registration = unsafeDowncast(base, to: ServiceRegistration<Service>.self)
        let request = Request(resolver: try context.entering(key), level: found.level)
        do {
            return try registration.produceOnMainActor(request)
        } catch {
            throw error.prepending(key)
        }
    }
}

extension Resolver {
    /// Resolves a main-actor service from a factory running on the main actor.
    ///
    /// - Throws: ``ResolutionError`` naming the path.
    @MainActor
    public func resolveMainActor<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name)
        return try container.resolveMainActor(key, context: try checking(key))
    }
}

extension Scope {
    /// Resolves a main-actor service from this scope, on the main actor: a `.scoped` one is created once for the
    /// scope and disposed when it closes; other services resolve as with ``resolve(_:name:)``.
    ///
    /// - Parameters:
    ///   - type: the service type; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Throws: ``ResolutionError``, with kind `scopeClosed` after ``close()``.
    @MainActor
    public func resolveMainActor<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name)
        let resolver = try topLevelResolver(for: key)
        do {
            return try resolver.finishing(container.resolveMainActor(key, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }
}

extension DeclaredParameter where Argument == Void {
    /// Resolves the parameter on the main actor: a marker as in ``fetch(_:_:)``, a plain dependency with
    /// `resolveMainActor`, so that it may be a main-actor service.
    @MainActor
    func fetchOnMainActor(_ resolver: Resolver) throws(ResolutionError) -> Value {
        if let marker { return try marker(resolver, key, ()) }
        return try resolver.resolveMainActor(Value.self)
    }
}
