import Synchronization

/// What a key resolves to in one container: a registration made with a factory, or an alias of one.
///
/// The type-erased base of ``ServiceRegistration``. Read without a lock, so a replaced or removed registration is
/// retired, not released: the container frees it once no lock-free read is in progress (see ``LockFreeReaders``).
@usableFromInline
class AnyRegistration: InstanceSlot, @unchecked Sendable {
    /// The key the registration is installed under.
    @usableFromInline let key: ServiceKey
    /// The registration's facts, shown by `registrations` and used by diagnostics.
    let record: RegistrationRecord
    /// The place of its key among the keys registered in its container, in first-registration order (an override
    /// takes over its key's place). Set by the ``RegistrationTable`` under its lock, before the registration is
    /// published.
    var keyOrder = 0

    init(key: ServiceKey, record: RegistrationRecord) {
        self.key = key
        self.record = record
        super.init()
    }

    /// Whether this registration is the one for `lookup` and `name`.
    @inlinable @inline(__always)
    final func answers(_ lookup: LookupKey, name: ServiceName?) -> Bool {
        key.lookup.matches(lookup) && (!lookup.hasName || key.name?.rawValue == name?.rawValue)
    }

    /// `error`, thrown by this registration's factory, as a ``ResolutionError`` with this registration's key prepended
    /// to its path: errors of nested resolutions pass through, anything else becomes a `factoryFailed`.
    ///
    /// Out of line, so that the inlined resolution code stays small.
    @usableFromInline
    final func failure(_ error: any Error) -> ResolutionError {
        if let resolution = error as? ResolutionError { return resolution.prepending(key) }
        return ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
            .prepending(key)
    }

    /// `error`, from a deeper level, with this registration's key prepended to its path.
    @usableFromInline
    final func prepending(_ error: ResolutionError) -> ResolutionError {
        error.prepending(key)
    }

    /// Forgets the cached instances of `lifetime` and returns the objects a lock-free reader may still be reading,
    /// for the container to keep alive.
    func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] { [] }

    /// The cached instance, if any, for descriptions and near-match suggestions.
    var cachedInstance: Any? { nil }

    /// Stops handing out the published instance (it stays cached) and returns what a lock-free reader may still
    /// be reading, for the container to keep alive.
    func unpublished() -> [any SendableObject] { [] }

    /// Creates the instance ahead of use, for ``Container/bootstrap()``. Does nothing by default.
    func prepare(_ request: Request) async throws(ResolutionError) {}
}

/// A registration under a key whose service type is `Service`.
///
/// Holds the lock-free fast path: once a singleton exists its box is published here, and reads are one atomic
/// load with no lock and no shared counter.
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

    /// Resolves the service from an async context; by default the same as ``produce(_:)``.
    @usableFromInline
    func produceAsync(_ request: Request) async throws(ResolutionError) -> Service {
        try produce(request)
    }

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
