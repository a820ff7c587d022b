// Fixed-arity `autoregister` overloads. The parameter-pack version in Container+Registration.swift stays
// for longer initializers; these are preferred by the type checker for 0 to 6 parameters because they are more
// specific, and their factories are ordinary closures the optimizer specializes, where the pack version's
// closure looks up each dependency's generic type at run time on every resolution.

extension Container {
    /// Registers `type` by an initializer without parameters.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable () throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope, factory: .sync { _ in try initializer() },
            dependencies: [])
    }

    /// Registers `type` by an initializer with one parameter, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope, factory: .sync { r in try initializer(r.resolve()) },
            dependencies: [ServiceKey(First.self)])
    }

    /// Registers `type` by an initializer with two parameters, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First, Second) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope, factory: .sync { r in try initializer(r.resolve(), r.resolve()) },
            dependencies: [ServiceKey(First.self), ServiceKey(Second.self)])
    }

    /// Registers `type` by an initializer with three parameters, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First, Second, Third) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope,
            factory: .sync { r in try initializer(r.resolve(), r.resolve(), r.resolve()) },
            dependencies: [ServiceKey(First.self), ServiceKey(Second.self), ServiceKey(Third.self)])
    }

    /// Registers `type` by an initializer with four parameters, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First, Second, Third, Fourth) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope,
            factory: .sync { r in try initializer(r.resolve(), r.resolve(), r.resolve(), r.resolve()) },
            dependencies: [
                ServiceKey(First.self), ServiceKey(Second.self), ServiceKey(Third.self), ServiceKey(Fourth.self),
            ])
    }

    /// Registers `type` by an initializer with five parameters, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth, Fifth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First, Second, Third, Fourth, Fifth) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope,
            factory: .sync { r in try initializer(r.resolve(), r.resolve(), r.resolve(), r.resolve(), r.resolve()) },
            dependencies: [
                ServiceKey(First.self), ServiceKey(Second.self), ServiceKey(Third.self), ServiceKey(Fourth.self),
                ServiceKey(Fifth.self),
            ])
    }

    /// Registers `type` by an initializer with six parameters, each resolved by its type.
    ///
    /// The same as the variadic ``autoregister(_:name:scope:initializer:)``, and chosen over it for up to six
    /// parameters: the parameter types are recorded as the registration's dependencies in order, but the
    /// factory is a plain closure, specialized by the compiler, so each resolution costs no run-time type lookup.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - scope: the lifetime of the instances.
    ///   - initializer: the initializer (or any function) whose parameters are resolved by type.
    /// - Returns: the registration, to expose it under more types.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth, Fifth, Sixth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (First, Second, Third, Fourth, Fifth, Sixth) throws -> Service
    ) -> ServiceEntry<Service> {
        install(
            type, name: name, scope: scope,
            factory: .sync { r in
                try initializer(r.resolve(), r.resolve(), r.resolve(), r.resolve(), r.resolve(), r.resolve())
            },
            dependencies: [
                ServiceKey(First.self), ServiceKey(Second.self), ServiceKey(Third.self), ServiceKey(Fourth.self),
                ServiceKey(Fifth.self), ServiceKey(Sixth.self),
            ])
    }
}
