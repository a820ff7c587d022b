/// Exposes a registration under another type it conforms to, sharing its lifetime and instances.
///
/// Swift cannot check "`Source` conforms to `Service`" for an existential `Service` at compile time, so the
/// instance is cast when resolved; an instance that does not conform is a ``ResolutionError/Kind/typeMismatch``.
///
/// `@unchecked Sendable` only because its superclass is: its one stored property is an immutable reference to a
/// `Sendable` registration.
final class AliasRegistration<Source: Sendable, Service>: ServiceRegistration<Service>, @unchecked Sendable {
    let source: FactoryRegistration<Source>

    override var originSequence: Int { source.record.sequence }

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { makeProbe(in: run, node: node) }

    init(key: ServiceKey, source: FactoryRegistration<Source>, sequence: Int) {
        self.source = source
        let record = RegistrationRecord(
            kind: source.record.kind, lifetime: source.record.lifetime, concreteType: source.record.concreteType,
            dependencies: source.record.dependencies, aliasOf: source.key, sequence: sequence)
        super.init(key: key, record: record)
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        try exposed(try source.produce(request))
    }

    override func produceAsync(_ request: Request) async throws(ResolutionError) -> Service {
        try exposed(try await source.produceAsync(request))
    }

    private func exposed(_ value: Source) throws(ResolutionError) -> Service {
        guard let service = value as? Service else {
            throw ResolutionError(
                .typeMismatch,
                reason: "\(source.key) is exposed as \(TypeName.of(Service.self)) but its instance, a "
                    + "\(TypeName.of(type(of: value as Any))), does not conform to it")
        }
        if record.lifetime == .singleton { publish(Box(service)) }
        return service
    }

    override func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] {
        lifetime == record.lifetime ? unpublish() : []
    }

    override var cachedInstance: Any? {
        source.cachedInstance
    }
}
