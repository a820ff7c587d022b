extension Container {
    /// Wraps the registration of `type` (and `name`) with a function of the instance to wrap, its first parameter,
    /// and of the decorator's own dependencies, the other parameters, declared once: by their types.
    ///
    /// The dependencies are resolved as
    /// ``autoregister(_:name:scope:initializer:)-(_,_,_,(Dependency)->Service)`` resolves its parameters
    /// (``Named`` for a name); their keys are the decorator's dependencies for ``validate()`` and the exported graph.
    /// Otherwise it behaves as ``decorate(_:name:dependsOn:decorator:)-(_,_,_,(Resolver,Service)->Service)``.
    ///
    /// ```swift
    /// container.autodecorate((any FeedLoader).self) { (inner: any FeedLoader, logger: any Logger) in
    ///     LoggingFeedLoader(decoratee: inner, logger: logger)
    /// }
    /// ```
    ///
    /// Variadic only, so each dependency costs unspecialized code on every resolution: for a service resolved in a
    /// hot loop, prefer a registration that takes the inner service as a ``Named`` parameter.
    ///
    /// - Parameters:
    ///   - type: the registration's type, as registered.
    ///   - name: the registration's name, or `nil` for the unnamed one.
    ///   - decorator: the function of the instance to wrap and of the dependencies; returns the instance to hand out.
    public func autodecorate<Service, each Dependency>(
        _ type: Service.Type, name: ServiceName? = nil,
        decorator: @escaping @Sendable (Service, repeat each Dependency) throws -> Service
    ) {
        let parameters = (repeat DeclaredParameter<each Dependency, Void>())
        var dependencies: [ServiceKey] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.key)
        }
        decorate(type, name: name, dependsOn: dependencies) { resolver, inner in
            try decorator(inner, repeat try (each parameters).fetch(resolver, ()))
        }
    }

    /// Wraps the registration of `type` (and `name`) whose factory takes a runtime argument, with a function of the
    /// instance to wrap, the argument, and the decorator's own dependencies, declared once: by their types.
    ///
    /// ``WithArgument`` and ``NamedWithArgument`` dependencies are resolved with the same argument.
    ///
    /// ```swift
    /// container.autodecorate((any FeedLoader).self, name: "remote", argument: URL.self) {
    ///     (inner: any FeedLoader, url: URL, cache: WithArgument<any FeedCache>) in
    ///     FeedLoaderCacheDecorator(decoratee: inner, cache: cache.value)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the registration's type, as registered.
    ///   - name: the registration's name, or `nil` for the unnamed one.
    ///   - argument: the runtime argument's type, the function's second parameter.
    ///   - decorator: the function of the instance to wrap, the argument and the dependencies.
    public func autodecorate<Service, Argument: Hashable & Sendable, each Dependency>(
        _ type: Service.Type, name: ServiceName? = nil, argument: Argument.Type,
        decorator: @escaping @Sendable (Service, Argument, repeat each Dependency) throws -> Service
    ) {
        let parameters = (repeat DeclaredParameter<each Dependency, Argument>())
        var dependencies: [ServiceKey] = []
        for parameter in repeat each parameters {
            dependencies.append(parameter.key)
        }
        decorate(type, name: name, dependsOn: dependencies) {
            (resolver: Resolver, inner: Service, argument: Argument) in
            try decorator(inner, argument, repeat try (each parameters).fetch(resolver, argument))
        }
    }
}
