extension Container {
    /// Registers `type` by a function whose parameters are its dependencies, declared once: by their types.
    ///
    /// Each parameter is resolved by its type, or as its marker says: ``Named`` by type and name, and, in a
    /// registration with a runtime argument, ``WithArgument`` and ``NamedWithArgument`` with that argument. The
    /// parameters' keys, in order, are the registration's dependencies: ``validate()`` and the exported graph know
    /// them without running the factory, and they are exactly what it resolves.
    ///
    /// ```swift
    /// enum Audit: NameTag { static let name: ServiceName = "audit" }
    ///
    /// container.autoregister(FeedService.self, initializer: FeedService.init)   // init(client:clock:)
    /// container.autoregister(Checkout.self, scope: .singleton) {
    ///     (client: any HTTPClient, log: Named<any Logger, Audit>) in Checkout(client: client, log: log.value)
    /// }
    /// ```
    ///
    /// Functions with defaulted or closure parameters are registered with
    /// ``register(_:name:scope:dependsOn:factory:)-9oxji`` instead.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are the dependencies.
    /// - Returns: the registration, to expose it under more types with ``Registration/implements(_:name:)``.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, each Dependency>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (repeat each Dependency) throws -> Service
    ) -> Registration<Service> {
        let parameters = (repeat DeclaredParameter<each Dependency, Void>())
        var dependencies: [ServiceKey] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.key)
        }
        return installDeclared(type, name: name, scope: scope, dependencies: dependencies) { resolver in
            try initializer(repeat try (each parameters).fetch(resolver, ()))
        }
    }

    /// Registers `type` by a function of a runtime argument, its first parameter, and of its dependencies, the
    /// other parameters, declared once: by their types.
    ///
    /// Resolved with `resolve(_:name:argument:)`. The dependencies are resolved as in
    /// ``autoregister(_:name:scope:initializer:)-(_,_,_,(Dependency)->Service)``; ``WithArgument`` and
    /// ``NamedWithArgument`` parameters are resolved with the same argument, which is how a chain of loaders for
    /// one feed URL is declared:
    ///
    /// ```swift
    /// enum Remote: NameTag { static let name: ServiceName = "remote" }
    ///
    /// container.autoregister((any FeedLoader).self, name: Remote.name, argument: URL.self) {
    ///     (url: URL, client: any HTTPClient) in RemoteFeedLoader(url: url, client: client)
    /// }
    /// container.autoregister((any FeedLoader).self, argument: URL.self) {
    ///     (url: URL, remote: NamedWithArgument<any FeedLoader, Remote>, cache: WithArgument<any FeedCache>) in
    ///     FeedLoaderCacheDecorator(decoratee: remote.value, cache: cache.value)
    /// }
    /// ```
    ///
    /// The lifetime applies per argument value, as for
    /// ``register(_:name:scope:dependsOn:factory:)-(_,_,_,_,(Resolver,Argument)->Service)`` with a `Hashable`
    /// argument. A non-`Hashable` argument, or several, take a closure registration.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime, applied per argument value.
    ///   - argument: the runtime argument's type, the function's first parameter.
    ///   - initializer: the function of the argument and of the dependencies.
    /// - Returns: the registration, to expose it under more types (with the same argument).
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, each Dependency>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer: @escaping @Sendable (Argument, repeat each Dependency) throws -> Service
    ) -> Registration<Service> {
        let parameters = (repeat DeclaredParameter<each Dependency, Argument>())
        var dependencies: [ServiceKey] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.key)
        }
        return installDeclared(type, name: name, scope: scope, dependencies: dependencies) { resolver, argument in
            try initializer(argument, repeat try (each parameters).fetch(resolver, argument))
        }
    }

    /// Installs a registration whose `dependencies` are its factory's parameters: known, so validation need not
    /// run the factory to learn them (it runs it only to hand an instance to a closure factory it observes), and
    /// exact, so they are not checked at run time as a `dependsOn:` list is.
    @inlinable
    func installDeclared<Service: Sendable>(
        _ type: Service.Type, name: ServiceName?, scope: Lifetime, dependencies: [ServiceKey],
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) -> Registration<Service> {
        install(
            type, name: name, scope: scope, factory: .sync(factory), dependencies: dependencies,
            registrationType: FactoryRegistration<Service>.self, makeBox: { Box($0) })
    }

    /// Installs a registration with a runtime argument whose `dependencies` are its factory's parameters.
    @inlinable
    func installDeclared<Service: Sendable, Argument: Hashable & Sendable>(
        _ type: Service.Type, name: ServiceName?, scope: Lifetime, dependencies: [ServiceKey],
        factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) -> Registration<Service> {
        // A transient registration keeps no instance per argument: no need to hash the argument.
        var hashKey: (@Sendable (Argument) -> AnyHashable)?
        if scope != .transient {
            hashKey = { (argument: Argument) -> AnyHashable in AnyHashable(argument) }
        }
        return installArgument(
            type, name: name, scope: scope, dependsOn: dependencies, declaresDependencies: false, hashKey: hashKey,
            factory: factory)
    }
}
