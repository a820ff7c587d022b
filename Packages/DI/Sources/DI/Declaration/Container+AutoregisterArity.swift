// Fixed-arity `autoregister` overloads: the type checker prefers them to the variadic ones for up to six
// dependencies because they are more specific, and the compiler specializes them (and each parameter's fetch) for
// the caller's types, so a resolution costs what a closure registration costs. The variadic ones run unspecialized
// code that looks each parameter's generic type up at run time on every resolution.

extension Container {
    /// Registers `type` by a function of no parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable () throws -> Service
    ) -> ServiceEntry<Service> {
        installDeclared(type, name: name, scope: scope, dependencies: []) { _ in try initializer() }
    }

    /// Registers `type` by a function of one parameter, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (consuming First) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key]) { r in
            try initializer(p1.fetch(r, ()))
        }
    }

    /// Registers `type` by a function of two parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (consuming First, consuming Second) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        let p2 = DeclaredParameter<Second, Void>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key]) { r in
            try initializer(p1.fetch(r, ()), p2.fetch(r, ()))
        }
    }

    /// Registers `type` by a function of three parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer: @escaping @Sendable (consuming First, consuming Second, consuming Third) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        let p2 = DeclaredParameter<Second, Void>()
        let p3 = DeclaredParameter<Third, Void>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key]) { r in
            try initializer(p1.fetch(r, ()), p2.fetch(r, ()), p3.fetch(r, ()))
        }
    }

    /// Registers `type` by a function of four parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer:
            @escaping @Sendable (consuming First, consuming Second, consuming Third, consuming Fourth) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        let p2 = DeclaredParameter<Second, Void>()
        let p3 = DeclaredParameter<Third, Void>()
        let p4 = DeclaredParameter<Fourth, Void>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key]) { r in
            try initializer(p1.fetch(r, ()), p2.fetch(r, ()), p3.fetch(r, ()), p4.fetch(r, ()))
        }
    }

    /// Registers `type` by a function of five parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth, Fifth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer:
            @escaping @Sendable (consuming First, consuming Second, consuming Third, consuming Fourth, consuming Fifth)
            throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        let p2 = DeclaredParameter<Second, Void>()
        let p3 = DeclaredParameter<Third, Void>()
        let p4 = DeclaredParameter<Fourth, Void>()
        let p5 = DeclaredParameter<Fifth, Void>()
        return installDeclared(type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key, p5.key]) {
            r in
            try initializer(p1.fetch(r, ()), p2.fetch(r, ()), p3.fetch(r, ()), p4.fetch(r, ()), p5.fetch(r, ()))
        }
    }

    /// Registers `type` by a function of six parameters, each a dependency; see the variadic
    /// ``autoregister(_:name:scope:initializer:)``, which this specializes for speed.
    @inlinable @discardableResult
    public func autoregister<Service: Sendable, First, Second, Third, Fourth, Fifth, Sixth>(
        _ type: Service.Type, name: ServiceName? = nil, scope: Lifetime = .transient,
        initializer:
            @escaping @Sendable (
                consuming First, consuming Second, consuming Third, consuming Fourth, consuming Fifth, consuming Sixth
            ) throws -> Service
    ) -> ServiceEntry<Service> {
        let p1 = DeclaredParameter<First, Void>()
        let p2 = DeclaredParameter<Second, Void>()
        let p3 = DeclaredParameter<Third, Void>()
        let p4 = DeclaredParameter<Fourth, Void>()
        let p5 = DeclaredParameter<Fifth, Void>()
        let p6 = DeclaredParameter<Sixth, Void>()
        return installDeclared(
            type, name: name, scope: scope, dependencies: [p1.key, p2.key, p3.key, p4.key, p5.key, p6.key]
        ) { r in
            try initializer(
                p1.fetch(r, ()), p2.fetch(r, ()), p3.fetch(r, ()), p4.fetch(r, ()), p5.fetch(r, ()), p6.fetch(r, ()))
        }
    }
}
