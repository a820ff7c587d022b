import Synchronization

/// What a key resolves to in one container: a registration's producer, or an alias of one.
///
/// The type-erased base of ``Binding``; the container keeps every binding it ever published alive until it is
/// deallocated (see ``Entry``).
@usableFromInline
class AnyBinding: @unchecked Sendable {
    /// The key the binding is installed under.
    let key: ServiceKey
    /// The registration's facts, shown by `registrations` and used by diagnostics.
    let record: RegistrationRecord

    init(key: ServiceKey, record: RegistrationRecord) {
        self.key = key
        self.record = record
    }

    /// `error`, thrown by this binding's factory, as a ``ResolutionError`` with this binding's key prepended to
    /// its path: errors of nested resolutions pass through, anything else becomes a `factoryFailed`.
    ///
    /// Out of line, so that the inlined resolution code stays small.
    @usableFromInline
    final func failure(_ error: any Error) -> ResolutionError {
        if let resolution = error as? ResolutionError { return resolution.prepending(key) }
        return ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
            .prepending(key)
    }

    /// `error`, from a deeper level, with this binding's key prepended to its path.
    @usableFromInline
    final func prepending(_ error: ResolutionError) -> ResolutionError {
        error.prepending(key)
    }

    /// Forgets the cached instances of `lifetime` and returns the objects a lock-free reader may still be reading,
    /// for the container to keep alive.
    func releaseInstances(of lifetime: Lifetime) -> [any SendableObject] { [] }

    /// The cached instance, if any, for descriptions and near-match suggestions.
    var cachedInstance: Any? { nil }

    /// Creates the instance ahead of use, for ``Container/bootstrap()``. Does nothing by default.
    func prepare(_ request: Request) async throws(ResolutionError) {}
}

/// A binding under a key whose service type is `Service`.
///
/// Holds the lock-free fast path: once a singleton exists its box is published here, and reads are one atomic
/// load with no lock and no shared counter.
@usableFromInline
class Binding<Service>: AnyBinding, @unchecked Sendable {
    /// The published singleton box, read without a lock. Owned by ``owned``.
    @usableFromInline let published = Atomic<Unmanaged<Box<Service>>?>(nil)
    /// The factory of a synchronous `.transient` registration, which the resolving code (inlined and
    /// specialized in the caller's module) calls directly instead of going through ``produce(_:)``: no virtual
    /// call, no unspecialized generic code. `nil` for every other binding, which then goes through `produce`.
    @usableFromInline let transientFactory: (@Sendable (Resolver) throws -> Service)?
    /// The strong reference behind ``published``. Typed as any object rather than `Box<Service>` so that making
    /// a binding instantiates no lock type per service type (a run-time metadata lookup for each registration).
    private let owned = Lock<(any SendableObject)?>.make(nil)

    /// Makes a binding resolved through ``produce(_:)``.
    override init(key: ServiceKey, record: RegistrationRecord) {
        transientFactory = nil
        super.init(key: key, record: record)
    }

    /// Makes a binding whose resolution simply calls `transientFactory`, inline in the resolving code.
    init(
        key: ServiceKey, record: RegistrationRecord, transientFactory: @escaping @Sendable (Resolver) throws -> Service
    ) {
        self.transientFactory = transientFactory
        super.init(key: key, record: record)
    }

    /// Resolves the service synchronously. Subclasses override.
    @usableFromInline
    func produce(_ request: Request) throws(ResolutionError) -> Service {
        throw ResolutionError(.missingRegistration, reason: "no producer for \(key)")
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
        owned.withLock { owned in
            guard owned == nil else { return }
            owned = box
            published.store(Unmanaged.passUnretained(box), ordering: .releasing)
        }
    }

    /// Stops handing out the published box and returns it for the container to keep alive.
    final func unpublish() -> [any SendableObject] {
        owned.withLock { owned in
            published.store(nil, ordering: .releasing)
            defer { owned = nil }
            return owned.map { [$0] } ?? []
        }
    }

    override var cachedInstance: Any? {
        // Only `publish(_:)` stores here, always a `Box<Service>`.
        (owned.withLock { $0 } as? Box<Service>).map { $0.value as Any }
    }
}
