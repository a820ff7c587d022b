/// The registration standing for another in validation's throw-away container, and the same probe as a root when
/// validation can observe it from the top (returned rather than found by a cast, once per registration).
typealias ValidationProbe = (registration: AnyRegistration, root: (any ProbeRoot)?)

/// A probe whose factory validation can observe from the top, with no factory asking for it.
protocol ProbeRoot {
    /// Observes the factory, ignoring what it throws (the run records it).
    func observeAsRoot()
}

/// Stands for a registration in validation's throw-away container: records who resolves it and hands out the
/// instance its factory made, if validation may run that factory.
///
/// `@unchecked Sendable` only because its superclass is: its stored properties are immutable (`run` is a weak
/// reference the runtime reads atomically), and the run it reports to keeps its state behind a lock.
final class ProbeRegistration<Service>: ServiceRegistration<Service>, ProbeRoot, @unchecked Sendable {
    private weak var run: ObservationRun?
    private let node: Int
    private let make: (@Sendable (Resolver) throws -> Service)?

    init(
        key: ServiceKey, record: RegistrationRecord, run: ObservationRun, node: Int,
        make: (@Sendable (Resolver) throws -> Service)?
    ) {
        self.run = run
        self.node = node
        self.make = make
        super.init(key: key, record: record)
    }

    override func produce(_ request: Request) throws(ResolutionError) -> Service {
        guard let run else {
            throw ResolutionError(.factoryFailed, reason: "\(key) was resolved after its validation ended")
        }
        return try run.provide(node, make: make)
    }

    func observeAsRoot() {
        // `do`/`catch` rather than `try?`: no `Service?` type looked up at run time for each root.
        guard let run else { return }
        do { _ = try run.provide(node, make: make) } catch {}
    }
}

extension FactoryRegistration {
    /// The probe of ``AnyRegistration/probe(in:node:)``.
    func makeProbe(in run: ObservationRun, node: Int) -> ValidationProbe {
        var make: (@Sendable (Resolver) throws -> Service)?
        // A closure that declares nothing is observed; a declared factory (auto-wired or `dependsOn:`) never runs.
        if case .sync(let factory) = factory, record.dependencies == nil {
            // Decorated, but without `initCompleted` actions or the trace: validation only observes. Undecorated,
            // the factory itself, with no closure made for each registration.
            if case .none = layers {
                make = factory
            } else {
                make = { resolver in try self.decorate(try factory(resolver), resolver) }
            }
        }
        let probe = ProbeRegistration(key: key, record: record, run: run, node: node, make: make)
        return (probe, probe)
    }
}

extension MainActorRegistration {
    /// The probe of ``AnyRegistration/probe(in:node:)``.
    func makeProbe(in run: ObservationRun, node: Int) -> ValidationProbe {
        let probe = ProbeRegistration<Service>(key: key, record: record, run: run, node: node, make: nil)
        return (probe, probe)
    }
}

extension AliasRegistration {
    /// The probe of ``AnyRegistration/probe(in:node:)``.
    func makeProbe(in run: ObservationRun, node: Int) -> ValidationProbe {
        let sourceName = source.key.name
        let sourceKey = source.key
        let probe = ProbeRegistration<Service>(key: key, record: record, run: run, node: node) { resolver in
            let instance: Source = try resolver.resolve(Source.self, name: sourceName)
            guard let service = instance as? Service else {
                throw ResolutionError(
                    .typeMismatch,
                    reason: "\(sourceKey) is exposed as \(TypeName.of(Service.self)) but its instance, a "
                        + "\(TypeName.of(type(of: instance as Any))), does not conform to it")
            }
            return service
        }
        return (probe, probe)
    }
}

extension ArgumentRegistration {
    /// The probe of ``AnyRegistration/probe(in:node:)``.
    func makeProbe(in run: ObservationRun, node: Int) -> ValidationProbe {
        let probe = ArgumentRegistration(key: key, record: record) { [weak run] _, _ in
            guard let run else {
                throw ResolutionError(.factoryFailed, reason: "\(self.key) was resolved after its validation ended")
            }
            return try run.provide(node, make: nil as (@Sendable (Resolver) throws -> Service)?)
        }
        return (probe, nil)
    }
}
