extension Container {
    /// Registers a main-actor service (a view model, a UI coordinator): its factory runs on the main actor and
    /// its instances never leave it.
    ///
    /// ```swift
    /// container.registerMainActor(FeedViewModel.self) { r in
    ///     FeedViewModel(loader: try r.resolve((any FeedLoader).self))
    /// }
    /// ```
    ///
    /// Supported lifetimes: `.transient` (the default) and `.singleton` (kept on the main actor). Other lifetimes
    /// behave as `.transient`.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: `.transient` or `.singleton`.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///     Validation never runs a main-actor factory: it sees only what is declared here.
    ///   - factory: makes an instance on the main actor.
    public func registerMainActor<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Lifetime = .transient,
        dependsOn: [ServiceKey]? = nil, factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) {
        let key = ServiceKey(type, name: name)
        let record = RegistrationRecord(
            kind: .mainActor, lifetime: scope, concreteType: TypeKind.concreteType(Service.self),
            dependencies: dependsOn, aliasOf: nil, sequence: nextSequence(), declaresDependencies: dependsOn != nil)
        // Applies the decorators of `key`, as every other registration does.
        _ = installDecorated(MainActorRegistration(key: key, record: record, factory: factory))
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

    /// Resolves `key` on the main actor.
    @MainActor
    func resolveMainActor<Service>(_ key: ServiceKey, context: Resolver) throws(ResolutionError) -> Service {
        guard let found = registration(for: key) else { throw missingRegistration(key, as: Service.self) }
        guard let registration = found.registration.takeUnretainedValue() as? MainActorRegistration<Service> else {
            return try resolve(key, context: context)
        }
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
