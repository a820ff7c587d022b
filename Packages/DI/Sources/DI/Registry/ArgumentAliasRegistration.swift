/// Exposes an argument registration under another type it conforms to, with the same argument type, sharing its
/// lifetime and its instances (see ``AliasRegistration`` for registrations without argument).
///
/// `@unchecked Sendable` only because its superclass is: its one stored property is an immutable reference to a
/// `Sendable` registration.
final class ArgumentAliasRegistration<Source, Service, Argument>: ArgumentRegistration<Service, Argument>,
    @unchecked Sendable
{
    let source: ArgumentRegistration<Source, Argument>

    override var originSequence: Int { source.record.sequence }

    init(key: ServiceKey, source: ArgumentRegistration<Source, Argument>, sequence: Int) {
        self.source = source
        let record = RegistrationRecord(
            kind: source.record.kind, lifetime: source.record.lifetime, concreteType: source.record.concreteType,
            dependencies: source.record.dependencies, aliasOf: source.key, sequence: sequence)
        let sourceKey = source.key
        super.init(key: key, record: record) { resolver, argument in
            try ArgumentAliasRegistration.exposed(try source.make(resolver, argument), of: sourceKey)
        }
    }

    override func produce(_ request: Request, argument: Argument) throws(ResolutionError) -> Service {
        try ArgumentAliasRegistration.exposed(try source.produce(request, argument: argument), of: source.key)
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

extension ArgumentAliasRegistration: SourceRebindable {
    var sourceRegistration: AnyRegistration { source }

    func rebound(to newSource: AnyRegistration) -> AnyRegistration? {
        guard let registration = newSource as? ArgumentRegistration<Source, Argument> else { return nil }
        return ArgumentAliasRegistration(key: key, source: registration, sequence: record.sequence)
    }
}

/// A registration ``Registration/implements(_:name:)`` can expose under another type.
protocol Aliasable: AnyRegistration {
    /// An alias of this registration as `type` and `name`, the argument type kept.
    func alias<Other>(as type: Other.Type, name: ServiceName?, sequence: Int) -> AnyRegistration
}

extension ArgumentRegistration: Aliasable {
    func alias<Other>(as type: Other.Type, name: ServiceName?, sequence: Int) -> AnyRegistration {
        ArgumentAliasRegistration<Service, Other, Argument>(
            key: ServiceKey(type, name: name, argumentType: Argument.self), source: self, sequence: sequence)
    }
}
