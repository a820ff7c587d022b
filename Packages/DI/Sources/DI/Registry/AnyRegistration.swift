/// What a key resolves to in one container: a registration made with a factory, or an alias of one.
///
/// The type-erased base of ``ServiceRegistration``. Read without a lock, so a replaced or removed registration is
/// retired, not released: the container frees it once no lock-free read is in progress (see ``LockFreeReaders``).
@usableFromInline
class AnyRegistration: InstanceSlot, @unchecked Sendable {
    /// The key the registration is installed under.
    @usableFromInline let key: ServiceKey
    /// The key's type, as ``LookupKey/plainTypeID``, when the key has neither name nor argument type; else 0, which
    /// no type's identity is. A lookup without name and argument type (most of them) compares this word alone.
    @usableFromInline let plainTypeID: Int
    /// The registration's facts, shown by `registrations` and used by diagnostics.
    let record: RegistrationRecord
    /// The place of its key among the keys registered in its container, in first-registration order (an override
    /// takes over its key's place). Set by the ``RegistrationTable`` under its lock, before the registration is
    /// published.
    var keyOrder = 0

    init(key: ServiceKey, record: RegistrationRecord) {
        self.key = key
        plainTypeID = key.lookup.isPlain ? key.lookup.plainTypeID : 0
        self.record = record
        super.init()
    }

    /// Whether this registration is the one for `lookup` and `name`.
    @inlinable @inline(__always)
    final func answers(_ lookup: LookupKey, name: ServiceName?) -> Bool {
        // Decided where the lookup is inlined: its key is built there, mostly without name or argument type.
        if lookup.isPlain { return plainTypeID == lookup.plainTypeID }
        return key.lookup.matches(lookup) && (!lookup.hasName || key.name?.rawValue == name?.rawValue)
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

    /// The probe standing for this registration in validation's throw-away container `run`, as graph node `node`;
    /// `nil` when validation does not mirror it.
    ///
    /// Overridden rather than found by a cast to a protocol: such a cast scans the binary's conformance records
    /// once for each generic registration type, which at a command's start cost more than the validation itself.
    func probe(in run: ObservationRun, node: Int) -> ValidationProbe? { nil }

    /// The ``RegistrationRecord/sequence`` that ``Registration/liveOnly()`` marks: this registration's own, or the
    /// one it exposes for an alias.
    var originSequence: Int { record.sequence }

    /// What stands for this registration in a test build when it is live-only (see ``LiveServiceRefusal``).
    func refusedAsLive() -> AnyRegistration? { nil }

    /// Installs in `container` an alias exposing this registration as `type` and `name`, for
    /// ``Registration/implements(_:name:)``; an alias of an alias exposes nothing.
    func exposeAlias<Other>(as type: Other.Type, name: ServiceName?, in container: Container) {}
}

extension AnyRegistration {
    /// The scope a `.scoped` instance belongs to, or the error for a resolution outside a scope.
    func scope(of request: Request) throws(ResolutionError) -> Scope {
        guard let scope = request.resolver.scope else {
            throw ResolutionError(
                .scopedOutsideScope,
                reason: "\(key) is .scoped: resolve it from a scope (container.makeScope()), and not from a "
                    + ".singleton or .weak service, which would outlive the scope")
        }
        return scope
    }
}
