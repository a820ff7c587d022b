/// Stands in a test build for a registration marked ``Registration/liveOnly()`` that no override replaced: every
/// resolution of it throws ``ResolutionError/Kind/liveServiceInTest``.
///
/// It keeps the facts of the registration it replaces (kind, lifetime, declared dependencies) for descriptions and
/// validation, which treats it as declared: validating a test build never runs the live factory.
///
/// `@unchecked Sendable` only because its superclass is: it stores nothing of its own.
final class LiveServiceRefusal<Service>: ServiceRegistration<Service>, @unchecked Sendable {
    init(replacing registration: AnyRegistration) {
        let key = registration.key
        super.init(key: key, record: registration.record.refusedAsLive) { _ in throw LiveServiceRefusal.error(key) }
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw LiveServiceRefusal.error(key)
    }

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? {
        let probe = ProbeRegistration<Service>(key: key, record: record, run: run, node: node, make: nil)
        return (probe, probe)
    }

    /// The error for resolving `key` in a test build, with the override to add.
    static func error(_ key: ServiceKey) -> ResolutionError {
        let described = TypeName.of(key.type)
        let type = TypeKind.isExistential(key.type) ? "(any \(described))" : described
        let name = key.name.map { ", name: \"\($0.rawValue)\"" } ?? ""
        return ResolutionError(
            .liveServiceInTest,
            reason: "\(key) is live-only (it touches the network, the disk or the clock) and no override replaced "
                + "it in this test build: add an override to buildTest(overrides:) that registers it, "
                + "container.register(\(type).self\(name)) { _ in … }")
    }
}

extension RegistrationRecord {
    /// This record for a ``LiveServiceRefusal``: the same facts, its dependencies declared (none when unknown), so
    /// that validation never runs it.
    var refusedAsLive: RegistrationRecord {
        RegistrationRecord(
            kind: kind, lifetime: lifetime, concreteType: concreteType, dependencies: dependencies ?? [],
            aliasOf: aliasOf, sequence: sequence, declaresDependencies: true)
    }
}

extension ArgumentRegistration {
    /// The refusal of ``AnyRegistration/refusedAsLive()``: the same key, a factory that throws.
    func makeRefusal() -> AnyRegistration {
        let key = key
        return ArgumentRegistration(key: key, record: record.refusedAsLive, checksDeclared: false) { _, _ in
            throw LiveServiceRefusal<Service>.error(key)
        }
    }
}
