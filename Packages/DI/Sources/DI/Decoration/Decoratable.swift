/// A registration whose factory decorators can wrap.
protocol Decoratable: AnyRegistration {
    /// A copy of this registration (same key, record and lifetime, no instances) whose factory is wrapped by
    /// `decorators` in order: the first is innermost. `nil` when a decorator's body does not fit the service type.
    func decorated(by decorators: [Decorator]) -> AnyRegistration?
}

extension FactoryRegistration: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyRegistration? {
        let bodies = decorators.compactMap { $0.body as? DecoratorBody<Service> }
        guard bodies.count == decorators.count else { return nil }
        return FactoryRegistration(
            key: key, record: record, factory: factory, layers: (layers ?? []) + bodies, ownsBase: ownsBase,
            completion: completion, makeBox: makeBox)
    }
}

extension ArgumentRegistration: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyRegistration? {
        let bodies = decorators.compactMap { $0.body as? ArgumentDecoratorBody<Service, Argument> }
        guard bodies.count == decorators.count else { return nil }
        let make = factory
        let declared = declared
        return ArgumentRegistration(key: key, record: record, hashKey: hashKey, checksDeclared: false) {
            resolver, argument in
            // Only the original factory is held to the registration's `dependsOn:` list.
            var service = try make(declared.map { resolver.declaring($0) } ?? resolver, argument)
            for body in bodies { service = try body.wrap(resolver, service, argument) }
            return service
        }
    }
}

extension MainActorRegistration: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyRegistration? {
        let bodies = decorators.compactMap { $0.body as? DecoratorBody<Service> }
        guard bodies.count == decorators.count else { return nil }
        let make = factory
        let declared = declared
        return MainActorRegistration(key: key, record: record, checksDeclared: false) { @MainActor resolver in
            // Only the original factory is held to the registration's `dependsOn:` list.
            var service = try make(declared.map { resolver.declaring($0) } ?? resolver)
            for body in bodies { service = try body.wrap(resolver, service) }
            return service
        }
    }
}

/// An alias that can be pointed at a new copy of its source registration, when a decorator replaces it.
protocol SourceRebindable: AnyRegistration {
    /// The registration this alias exposes.
    var sourceRegistration: AnyRegistration { get }
    /// The same alias (key, sequence) exposing `source` instead; `nil` when `source` has another service type.
    func rebound(to source: AnyRegistration) -> AnyRegistration?
}

extension AliasRegistration: SourceRebindable {
    var sourceRegistration: AnyRegistration { source }

    func rebound(to newSource: AnyRegistration) -> AnyRegistration? {
        guard let registration = newSource as? FactoryRegistration<Source> else { return nil }
        let alias = AliasRegistration<Source, Service>(key: key, source: registration, sequence: record.sequence)
        registration.addAlias(alias)
        return alias
    }
}
