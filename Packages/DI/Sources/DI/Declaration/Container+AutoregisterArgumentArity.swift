// Fixed-arity `autoregister` overloads: the type checker prefers them to the variadic ones for up to six
// dependencies because they are more specific, and the compiler specializes them (and each parameter's fetch) for
// the caller's types, so a resolution costs what a closure registration costs. The variadic ones run unspecialized
// code that looks each parameter's generic type up at run time on every resolution.

extension Container {
    /// Registers `type` by a function of the runtime argument and nothing else; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer: @escaping @Sendable (consuming Argument) throws -> Service
    ) -> ServiceEntry<Service> {
        installDeclared(type, name: name, scope: scope, dependencies: []) { _, argument in try initializer(argument) }
    }

    /// Registers `type` by a function of the runtime argument and one more parameter; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, First>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer: @escaping @Sendable (consuming Argument, consuming First) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key]) { r, argument in
            try initializer(argument, p1.fetch(r, argument))
        }
    }

    /// Registers `type` by a function of the runtime argument and two more parameters; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, First, Second>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer: @escaping @Sendable (consuming Argument, consuming First, consuming Second) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        let p2 = DeclaredParameter<Second, Argument>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key]) { r, argument in
            try initializer(argument, p1.fetch(r, argument), p2.fetch(r, argument))
        }
    }

    /// Registers `type` by a function of the runtime argument and three more parameters; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, First, Second, Third>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer:
            @escaping @Sendable (consuming Argument, consuming First, consuming Second, consuming Third) throws ->
            Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        let p2 = DeclaredParameter<Second, Argument>()
        let p3 = DeclaredParameter<Third, Argument>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key]) { r, argument in
            try initializer(argument, p1.fetch(r, argument), p2.fetch(r, argument), p3.fetch(r, argument))
        }
    }

    /// Registers `type` by a function of the runtime argument and four more parameters; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, First, Second, Third, Fourth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer:
            @escaping @Sendable (
                consuming Argument, consuming First, consuming Second, consuming Third, consuming Fourth
            ) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        let p2 = DeclaredParameter<Second, Argument>()
        let p3 = DeclaredParameter<Third, Argument>()
        let p4 = DeclaredParameter<Fourth, Argument>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key]) {
            r, argument in
            try initializer(
                argument, p1.fetch(r, argument), p2.fetch(r, argument), p3.fetch(r, argument), p4.fetch(r, argument))
        }
    }

    /// Registers `type` by a function of the runtime argument and five more parameters; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, Argument: Hashable & Sendable, First, Second, Third, Fourth, Fifth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer:
            @escaping @Sendable (
                consuming Argument, consuming First, consuming Second, consuming Third, consuming Fourth,
                consuming Fifth
            ) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        let p2 = DeclaredParameter<Second, Argument>()
        let p3 = DeclaredParameter<Third, Argument>()
        let p4 = DeclaredParameter<Fourth, Argument>()
        let p5 = DeclaredParameter<Fifth, Argument>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key, p5.key]) {
            r, argument in
            try initializer(
                argument, p1.fetch(r, argument), p2.fetch(r, argument), p3.fetch(r, argument), p4.fetch(r, argument),
                p5.fetch(r, argument))
        }
    }

    /// Registers `type` by a function of the runtime argument and six more parameters; see the
    /// variadic ``autoregister(_:name:scope:argument:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<
        Service: Sendable, Argument: Hashable & Sendable, First, Second, Third, Fourth, Fifth, Sixth
    >(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient, argument: Argument.Type,
        initializer:
            @escaping @Sendable (
                consuming Argument, consuming First, consuming Second, consuming Third, consuming Fourth,
                consuming Fifth, consuming Sixth
            ) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Argument>()
        let p2 = DeclaredParameter<Second, Argument>()
        let p3 = DeclaredParameter<Third, Argument>()
        let p4 = DeclaredParameter<Fourth, Argument>()
        let p5 = DeclaredParameter<Fifth, Argument>()
        let p6 = DeclaredParameter<Sixth, Argument>()
        return installDeclared(
            type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key, p5.key, p6.key]
        ) { r, argument in
            try initializer(
                argument, p1.fetch(r, argument), p2.fetch(r, argument), p3.fetch(r, argument), p4.fetch(r, argument),
                p5.fetch(r, argument), p6.fetch(r, argument))
        }
    }
}
