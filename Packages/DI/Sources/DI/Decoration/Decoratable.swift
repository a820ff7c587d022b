/// A registration whose factory decorators can wrap.
protocol Decoratable: AnyBinding {
    /// A copy of this registration (same key, record and lifetime, no instances) whose factory is wrapped by
    /// `decorators` in order: the first is innermost. `nil` when a decorator's body does not fit the service type.
    func decorated(by decorators: [Decorator]) -> AnyBinding?
}

extension Producer: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyBinding? {
        let bodies = decorators.compactMap { $0.body as? DecoratorBody<Service> }
        guard bodies.count == decorators.count else { return nil }
        return Producer(
            key: key, record: record, factory: factory, layers: (layers ?? []) + bodies, ownsBase: ownsBase,
            completion: completion, makeBox: makeBox)
    }
}

extension ArgumentProducer: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyBinding? {
        let bodies = decorators.compactMap { $0.body as? ArgumentDecoratorBody<Service, Argument> }
        guard bodies.count == decorators.count else { return nil }
        let make = factory
        let declared = declared
        return ArgumentProducer(key: key, record: record, hashKey: hashKey, checksDeclared: false) {
            resolver, argument in
            // Only the original factory is held to the registration's `dependsOn:` list.
            var service = try make(declared.map { resolver.declaring($0) } ?? resolver, argument)
            for body in bodies { service = try body.wrap(resolver, service, argument) }
            return service
        }
    }
}

extension MainActorProducer: Decoratable {
    func decorated(by decorators: [Decorator]) -> AnyBinding? {
        let bodies = decorators.compactMap { $0.body as? DecoratorBody<Service> }
        guard bodies.count == decorators.count else { return nil }
        let make = factory
        let declared = declared
        return MainActorProducer(key: key, record: record, checksDeclared: false) { @MainActor resolver in
            // Only the original factory is held to the registration's `dependsOn:` list.
            var service = try make(declared.map { resolver.declaring($0) } ?? resolver)
            for body in bodies { service = try body.wrap(resolver, service) }
            return service
        }
    }
}

/// An alias that can be pointed at a new copy of its source registration, when a decorator replaces it.
protocol SourceRebindable: AnyBinding {
    /// The registration this alias exposes.
    var sourceBinding: AnyBinding { get }
    /// The same alias (key, sequence) exposing `source` instead; `nil` when `source` has another service type.
    func rebound(to source: AnyBinding) -> AnyBinding?
}

extension Alias: SourceRebindable {
    var sourceBinding: AnyBinding { source }

    func rebound(to newSource: AnyBinding) -> AnyBinding? {
        guard let producer = newSource as? Producer<Source> else { return nil }
        let alias = Alias<Source, Service>(key: key, source: producer, sequence: record.sequence)
        producer.addAlias(alias)
        return alias
    }
}
