extension Container {
    /// Registers a factory that takes a runtime argument, resolved with `resolve(_:name:argument:)`.
    ///
    /// The argument's type is part of the key, so one type can have factories with different argument types.
    /// Such registrations are transient: each call makes a new instance for its argument (register with a
    /// `Hashable` argument and `scope:` to cache one instance per argument value). For several arguments, list
    /// them as the factory's parameters instead of a tuple.
    /// Validation never runs them: it checks what they declare in `dependsOn:`.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///   - factory: makes an instance from the resolver and the argument.
    /// - Returns: the registration, to expose it under more types (with the same argument).
    @discardableResult
    public func register<Service: Sendable, Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, dependsOn: [ServiceKey]? = nil,
        factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) -> Registration<Service> {
        installArgument(type, name: name, scope: .transient, dependsOn: dependsOn, hashKey: nil, factory: factory)
    }

    /// Registers a factory that takes a `Hashable` runtime argument, with a lifetime applied per argument value:
    /// `.singleton`, `.weak`, `.scoped` and `.graph` keep one instance per distinct argument (for `.graph`, per
    /// top-level resolution).
    ///
    /// ```swift
    /// container.register((any FeedStore).self, scope: .singleton) { (r: Resolver, url: URL) in
    ///     try SQLiteFeedStore(url: url)   // one store per file, shared by every loader of that URL
    /// }
    /// ```
    ///
    /// The per-argument instances stay until released (``releaseInstances(of:)``) or, for `.scoped`, until the
    /// scope closes; `.singleton` ones are disposed by ``shutdown()``.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime, applied per argument value.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///   - factory: makes an instance from the resolver and the argument.
    /// - Returns: the registration, to expose it under more types (with the same argument).
    @discardableResult
    public func register<Service: Sendable, Argument: Hashable & Sendable>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Lifetime,
        dependsOn: [ServiceKey]? = nil, factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) -> Registration<Service> {
        installArgument(
            type, name: name, scope: scope, dependsOn: dependsOn, hashKey: { AnyHashable($0) }, factory: factory)
    }

    /// Registers a factory that takes several runtime arguments, each a parameter of its own, resolved with
    /// `resolve(_:name:arguments:)` with the arguments in the same order.
    ///
    /// ```swift
    /// container.register(Cat.self) { (r: Resolver, name: String, sleeping: Bool) in Cat(name: name, sleeping:
    /// sleeping) } let cat = try container.resolve(Cat.self, arguments: "Mimi", true)
    /// ```
    ///
    /// The argument types, in order, are part of the key. Transient: each call makes a new instance.
    ///
    /// - Parameters:
    ///   - type: the type the service is resolved as.
    ///   - name: the registration's name, or `nil`.
    ///   - dependsOn: what the factory resolves, by type and name, for ``validate()`` and the exported graph.
    ///   - factory: makes an instance from the resolver and the arguments.
    /// - Returns: the registration, to expose it under more types (with the same arguments).
    @discardableResult
    public func register<Service: Sendable, First, Second, each Rest>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, dependsOn: [ServiceKey]? = nil,
        factory: @escaping @Sendable (Resolver, First, Second, repeat each Rest) throws -> Service
    ) -> Registration<Service> {
        // At least two arguments, so that zero- and one-argument closures keep their own overloads. The key's
        // argument type is the tuple of the arguments, as `resolve(_:name:arguments:)` builds it.
        installArgument(
            type, name: name, scope: .transient, dependsOn: dependsOn, hashKey: nil, factory: tupled(factory))
    }

    /// `factory` taking its arguments as one tuple.
    private func tupled<Service, each Argument>(
        _ factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
    ) -> @Sendable (Resolver, (repeat each Argument)) throws -> Service {
        { resolver, arguments in try factory(resolver, repeat each arguments) }
    }

    /// Installs an argument registration, wrapped by the decorators declared for its key.
    ///
    /// - Parameter declaresDependencies: whether `dependsOn` is a declared list, held to at run time; by default
    ///   when given. Not for dependencies taken from the factory's parameters.
    @usableFromInline
    func installArgument<Service: Sendable, Argument>(
        _ type: Service.Type, name: ServiceName?, scope: Lifetime, dependsOn: [ServiceKey]?,
        declaresDependencies: Bool? = nil, hashKey: (@Sendable (Argument) -> AnyHashable)?,
        factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        let record = RegistrationRecord(
            kind: .sync, lifetime: scope, concreteType: TypeKind.concreteType(Service.self),
            dependencies: dependsOn, aliasOf: nil, sequence: nextSequence(),
            declaresDependencies: declaresDependencies ?? (dependsOn != nil))
        let registration = ArgumentRegistration(key: key, record: record, hashKey: hashKey, factory: factory)
        // Sound: an argument registration's decorated copy is an argument registration of the same service and
        // argument.
        let installed = unsafeDowncast(installDecorated(registration), to: ArgumentRegistration<Service, Argument>.self)
        return Registration(container: self, argumentRegistration: installed)
    }
}

extension Container {
    /// Resolves a service whose factory takes several runtime arguments, passed in the factory's order.
    ///
    /// - Throws: ``ResolutionError``, with kind `argumentMismatch` when the service is registered with other
    ///   argument types.
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, argument: (repeat each arguments))
    }
}

extension Resolver {
    /// Resolves a service whose factory takes several runtime arguments, from inside a factory.
    ///
    /// - Throws: ``ResolutionError`` naming the path.
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, argument: (repeat each arguments))
    }
}

extension Scope {
    /// Resolves a service whose factory takes several runtime arguments; its dependencies see this scope.
    ///
    /// - Throws: ``ResolutionError``, with kind `argumentMismatch` for other argument types.
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, argument: (repeat each arguments))
    }
}
