extension Container {
    /// Registers a factory for `type` (and `name`), with a lifetime; transient by default.
    ///
    /// Registering the same type and name again adds a registration: `resolve` returns the newest (also after
    /// something was resolved from the earlier one), `resolveAll` every one, in registration order.
    ///
    /// ```swift
    /// container.register((any FeedLoader).self, name: "remote") { r in
    ///     RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as, usually a protocol: `(any FeedLoader).self`.
    ///   - name: tells apart several registrations of one type; `nil` for the unnamed one.
    ///   - scope: the lifetime of the instances.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///     When given (even empty), validation never runs the factory: declare it for factories that touch the
    ///     file system or the network. When `nil`, validation runs the factory once, in a throw-away container,
    ///     to observe what it resolves.
    ///   - factory: makes an instance; resolves its dependencies from the ``Resolver`` it gets. It runs without
    ///     any container lock held, and may throw.
    /// - Returns: the registration, to expose it under more types with ``Registration/implements(_:name:)``.
    @inlinable @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Lifetime = .transient,
        dependsOn: [ServiceKey]? = nil, factory: @escaping @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        // Inlined, so that the registration's type and the box maker come from the caller's specialized code, where
        // they cost no run-time generic type lookup.
        install(
            type, name: name, scope: scope, factory: .sync(factory), dependencies: dependsOn,
            declaresDependencies: dependsOn != nil, registrationType: FactoryRegistration<Service>.self,
            makeBox: { Box($0) })
    }

    /// Registers an instance made and owned elsewhere: every resolution hands out `instance`, and neither
    /// ``shutdown()`` nor a scope ever disposes it (its owner does). Decorators still wrap it.
    ///
    /// ```swift
    /// container.register((any FeedStore).self, instance: store)
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type the instance is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - instance: the instance to hand out.
    /// - Returns: the registration, to expose it under more types.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, instance: Service
    ) -> Registration<Service> {
        let key = ServiceKey(type, name: name)
        let record = RegistrationRecord(
            kind: .sync, lifetime: .singleton, concreteType: TypeKind.concreteType(Service.self), dependencies: [],
            aliasOf: nil, sequence: nextSequence(), declaresDependencies: true)
        let registration = FactoryRegistration(
            key: key, record: record, factory: .sync { _ in instance }, ownsBase: false)
        // Sound: a registration's decorated copy is a registration of the same service (see
        // `FactoryRegistration.decorated(by:)`).
        let installed = unsafeDowncast(installDecorated(registration), to: FactoryRegistration<Service>.self)
        return Registration(container: self, registration: installed)
    }

    /// Installs a registration for `type` and `name`, wrapped by the decorators declared for its key.
    ///
    /// - Parameters:
    ///   - declaresDependencies: whether `dependencies` come from `dependsOn:` (validation then never runs the
    ///     factory) rather than from an initializer's parameters.
    ///   - registrationType: `FactoryRegistration<Service>.self`, passed by inlined callers, whose specialized code
    ///     reads it from a cache instead of looking the generic type up at run time.
    ///   - makeBox: makes the singleton's box; likewise cheaper when made by specialized code.
    @usableFromInline
    func install<Service: Sendable>(
        _ type: Service.Type, name: ServiceName?, scope: Lifetime, factory: Factory<Service>,
        dependencies: [ServiceKey]?, declaresDependencies: Bool = false,
        registrationType: FactoryRegistration<Service>.Type = FactoryRegistration<Service>.self,
        makeBox: (@Sendable (Service) -> Box<Service>)? = nil
    ) -> Registration<Service> {
        let key = ServiceKey(type, name: name)
        let record = RegistrationRecord(
            kind: factory.kind, lifetime: scope, concreteType: TypeKind.concreteType(Service.self),
            dependencies: dependencies, aliasOf: nil, sequence: nextSequence(),
            declaresDependencies: declaresDependencies)
        let registration = registrationType.init(key: key, record: record, factory: factory, makeBox: makeBox)
        // Sound: a registration's decorated copy is a registration of the same service (see
        // `FactoryRegistration.decorated(by:)`).
        let installed = unsafeDowncast(installDecorated(registration), to: registrationType)
        return Registration(container: self, registration: installed)
    }

    /// Makes `registration` the one `resolve` finds for its key.
    ///
    /// - Parameter replacing: whether `registration` is a new copy of the registration in force (decorated,
    ///   re-pointed), which it replaces; else it is a new registration, added: the one it hides stays in the key's
    /// collection.
    func install(_ registration: AnyRegistration, replacing: Bool = false) {
        let (replaced, outgrown) = table.install(registration)
        if replaced != nil || outgrown != nil {
            withState { state in
                if let outgrown { state.retired.append(outgrown) }
                guard let replaced else { return }
                if replacing {
                    state.retired.append(replaced)
                } else {
                    state.earlier[replaced.key, default: []].append(replaced)
                }
            }
        }
        if registration.record.lifetime == .graph {
            usesGraphLifetime.store(true, ordering: .relaxed)
        }
    }

    /// The next registration number.
    func nextSequence() -> Int {
        sequence.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

extension Factory {
    /// The registration kind of this factory.
    var kind: RegistrationKind {
        switch self {
        case .sync: .sync
        case .async: .async
        }
    }
}
