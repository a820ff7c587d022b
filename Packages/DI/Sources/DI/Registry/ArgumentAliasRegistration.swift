/// Exposes an argument registration under another type it conforms to, with the same argument type, sharing its
/// lifetime and its instances (see ``Alias`` for registrations without argument).
///
/// `@unchecked Sendable` only because its superclass is: its one stored property is an immutable reference to a
/// `Sendable` registration.
final class ArgumentAlias<Source, Service, Argument>: ArgumentProducer<Service, Argument>, @unchecked Sendable {
    let source: ArgumentProducer<Source, Argument>

    init(key: ServiceKey, source: ArgumentProducer<Source, Argument>, sequence: Int) {
        self.source = source
        let record = RegistrationRecord(
            kind: source.record.kind, lifetime: source.record.lifetime, concreteType: source.record.concreteType,
            dependencies: source.record.dependencies, aliasOf: source.key, sequence: sequence)
        let sourceKey = source.key
        super.init(key: key, record: record) { resolver, argument in
            try ArgumentAlias.exposed(try source.make(resolver, argument), of: sourceKey)
        }
    }

    override func produce(_ request: Request, argument: Argument) throws(ResolutionError) -> Service {
        try ArgumentAlias.exposed(try source.produce(request, argument: argument), of: source.key)
    }

    private static func exposed(_ value: Source, of sourceKey: ServiceKey) throws(ResolutionError) -> Service {
        guard let service = value as? Service else {
            throw ResolutionError(
                .typeMismatch,
                reason: "\(sourceKey) is exposed as \(TypeName.of(Service.self)) but its instance, a "
                    + "\(TypeName.of(type(of: value as Any))), does not conform to it")
        }
        return service
    }
}

extension ArgumentAlias: SourceRebindable {
    var sourceBinding: AnyBinding { source }

    func rebound(to newSource: AnyBinding) -> AnyBinding? {
        guard let producer = newSource as? ArgumentProducer<Source, Argument> else { return nil }
        return ArgumentAlias(key: key, source: producer, sequence: record.sequence)
    }
}

/// A registration ``ServiceEntry/implements(_:name:)`` can expose under another type.
protocol Aliasable: AnyBinding {
    /// An alias of this registration as `type` and `name`, the argument type kept.
    func alias<Other>(as type: Other.Type, name: ServiceName?, sequence: Int) -> AnyBinding
}

extension ArgumentProducer: Aliasable {
    func alias<Other>(as type: Other.Type, name: ServiceName?, sequence: Int) -> AnyBinding {
        ArgumentAlias<Service, Other, Argument>(
            key: ServiceKey(type, name: name, argumentType: Argument.self), source: self, sequence: sequence)
    }
}
