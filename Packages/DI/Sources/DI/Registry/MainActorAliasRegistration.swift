/// Exposes a main-actor registration under another type it conforms to, sharing its lifetime and instances; as
/// ``AliasRegistration`` does for the others, resolved on the main actor only.
///
/// `@unchecked Sendable` only because its superclass is: its one stored property is an immutable reference to a
/// `Sendable` registration.
final class MainActorAliasRegistration<Source, Service>: ServiceRegistration<Service>, @unchecked Sendable {
    let source: MainActorRegistration<Source>

    override var originSequence: Int { source.record.sequence }

    init(key: ServiceKey, source: MainActorRegistration<Source>, sequence: Int) {
        self.source = source
        let record = RegistrationRecord(
            kind: .mainActor, lifetime: source.record.lifetime, concreteType: source.record.concreteType,
            dependencies: source.record.dependencies, aliasOf: source.key, sequence: sequence)
        super.init(key: key, record: record)
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw MainActorRegistration<Source>.onlyOnMainActor(key)
    }

    @MainActor
    override func produceOnMainActor(_ request: Request) throws(ResolutionError) -> Service {
        let value = try source.produceOnMainActor(request)
        guard let service = value as? Service else {
            throw ResolutionError(
                .typeMismatch,
                reason: "\(source.key) is exposed as \(TypeName.of(Service.self)) but its instance, a "
                    + "\(TypeName.of(type(of: value as Any))), does not conform to it")
        }
        return service
    }

    override var cachedInstance: Any? {
        source.cachedInstance
    }

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? {
        let probe = ProbeRegistration<Service>(key: key, record: record, run: run, node: node, make: nil)
        return (probe, probe)
    }
}

extension MainActorAliasRegistration: SourceRebindable {
    var sourceRegistration: AnyRegistration { source }

    func rebound(to newSource: AnyRegistration) -> AnyRegistration? {
        guard let registration = newSource as? MainActorRegistration<Source> else { return nil }
        return MainActorAliasRegistration(key: key, source: registration, sequence: record.sequence)
    }
}
