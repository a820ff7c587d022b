/// A registration whose factory runs on the main actor; its instances never leave the main actor.
///
/// It is a `ServiceRegistration<Service>` so that the key's entry keeps a single registration type, but it never
/// publishes an instance for the nonisolated fast path: the nonisolated `produce` reports
/// ``ResolutionError/Kind/mainActorOnly``.
final class MainActorRegistration<Service>: ServiceRegistration<Service>, @unchecked Sendable {
    let factory: @MainActor @Sendable (Resolver) throws -> Service
    /// The singleton, kept on the main actor.
    let storage: MainActorStorage<Service>
    /// What the factory may resolve, when the registration declared `dependsOn:` and this registration runs the
    /// declaring factory itself (a decorated copy checks inside, around the original factory only).
    let declared: DeclaredDependencies?

    override func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { makeProbe(in: run, node: node) }

    init(
        key: ServiceKey, record: RegistrationRecord, checksDeclared: Bool = true,
        factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) {
        self.factory = factory
        storage = MainActorStorage()
        declared =
            checksDeclared && record.declaresDependencies
            ? DeclaredDependencies(registration: key, keys: record.dependencies ?? []) : nil
        super.init(key: key, record: record)
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw ResolutionError(
            .mainActorOnly,
            reason: "\(key) is a main-actor service: resolve it with resolveMainActor, on the main actor")
    }

    /// Resolves the service on the main actor, with its lifetime.
    @MainActor
    func produceOnMainActor(_ request: Request) throws(ResolutionError) -> Service {
        switch record.lifetime {
        case .singleton:
            if let instance = storage.instance { return instance }
            let instance = try make(request.ownerResolver)
            storage.instance = instance
            return instance
        case .transient, .graph, .weak, .scoped:
            return try make(request.resolver)
        }
    }

    @MainActor
    private func make(_ resolver: Resolver) throws(ResolutionError) -> Service {
        do {
            return try factory(declared.map { resolver.declaring($0) } ?? resolver)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
        }
    }

    override func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] {
        guard lifetime == record.lifetime, lifetime == .singleton else { return [] }
        let storage = storage
        Task { @MainActor in storage.instance = nil }
        return []
    }
}

/// A main-actor singleton's storage.
@MainActor
final class MainActorStorage<Service> {
    var instance: Service?

    nonisolated init() {}
}
