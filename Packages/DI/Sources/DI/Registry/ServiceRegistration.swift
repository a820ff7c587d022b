import Synchronization

/// A registration under a key whose service type is `Service`.
///
/// Holds the lock-free fast path: once a singleton exists its box is published here, and reads are one atomic
/// load with no lock and no counter on the registration.
@usableFromInline
class ServiceRegistration<Service>: AnyRegistration, @unchecked Sendable {
    /// The published singleton `Box<Service>`, read without a lock. Holds a strong reference (+1) while set,
    /// released when the box is unpublished (then retired by the container) or the registration deallocated.
    /// An untyped pointer so that publishing from unspecialized code instantiates no atomic type per service.
    @usableFromInline let published = Atomic<UnsafeRawPointer?>(nil)
    /// The factory of a synchronous `.transient` registration, which the resolving code (inlined and
    /// specialized in the caller's module) calls directly instead of going through ``produce(_:)``: no virtual
    /// call, no unspecialized generic code. `nil` for every other registration, which then goes through `produce`.
    @usableFromInline let transientFactory: (@Sendable (Resolver) throws -> Service)?

    /// Makes a registration resolved through ``produce(_:)``.
    override init(key: ServiceKey, record: RegistrationRecord) {
        transientFactory = nil
        super.init(key: key, record: record)
    }

    /// Makes a registration whose resolution simply calls `transientFactory`, inline in the resolving code.
    init(
        key: ServiceKey, record: RegistrationRecord, transientFactory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        self.transientFactory = transientFactory
        super.init(key: key, record: record)
    }

    /// Resolves the service synchronously. Subclasses override.
    @usableFromInline
    func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw ResolutionError(.missingRegistration, reason: "no registration for \(key)")
    }

    /// Resolves the service on the main actor, for `resolveMainActor`; by default the same as ``produce(_:)``.
    @MainActor
    func produceOnMainActor(_ request: Request) throws(ResolutionError) -> Service {
        try produce(request)
    }

    /// Resolves the service from an async context; by default the same as ``produce(_:)``.
    @usableFromInline
    func produceAsync(_ request: Request) async throws(ResolutionError) -> Service {
        try produce(request)
    }

    override func refusedAsLive() -> AnyRegistration? { LiveServiceRefusal<Service>(replacing: self) }

    override func prepare(_ request: Request) async throws(ResolutionError) {
        _ = try await produceAsync(request)
    }

    /// Publishes `box` for lock-free reads, unless a box is already published (a reader may be reading that one,
    /// so it is never replaced, only unpublished and retired).
    final func publish(_ box: Box<Service>) {
        let retained = Unmanaged.passRetained(box)
        let (exchanged, _) = published.compareExchange(
            expected: nil, desired: UnsafeRawPointer(retained.toOpaque()), ordering: .acquiringAndReleasing)
        if !exchanged { retained.release() }
    }

    /// Stops handing out the published box and returns it for the container to keep alive.
    final func unpublish() -> [any SendableObject] {
        guard let box = published.exchange(nil, ordering: .sequentiallyConsistent) else { return [] }
        return [Unmanaged<Box<Service>>.fromOpaque(box).takeRetainedValue()]
    }

    override func unpublished() -> [any SendableObject] {
        unpublish()
    }

    deinit {
        if let box = published.load(ordering: .acquiring) { Unmanaged<AnyObject>.fromOpaque(box).release() }
    }

    override var cachedInstance: Any? {
        // Read by descriptions inside a counted read: a box unpublished meanwhile is retired, not freed under it.
        published.load(ordering: .acquiring).map { Unmanaged<Box<Service>>.fromOpaque($0).takeUnretainedValue().value }
    }
}
