import Synchronization

extension Container {
    /// The registration in force for `key` in this container or the nearest ancestor, and how many levels up it is.
    @inlinable @inline(__always)
    func registration(for key: LookupKey, name: ServiceName?) -> (registration: Unmanaged<AnyRegistration>, level: Int)?
    {
        if let found = ownRegistration(for: key, name: name) { return (found, 0) }
        guard parent != nil else { return nil }
        return inheritedRegistration(for: key, name: name)
    }

    /// The registration for `key` from the nearest ancestor, for child containers; wrapped by the decorators of the
    /// nearest container on the way that decorates it.
    @usableFromInline
    func inheritedRegistration(for key: LookupKey, name: ServiceName?) -> (
        registration: Unmanaged<AnyRegistration>, level: Int
    )? {
        var level = 0
        var container: Container? = self
        while let current = container {
            if level > 0, let found = current.ownRegistration(for: key, name: name) { return (found, level) }
            if current.decoratesInherited.load(ordering: .relaxed),
                let wrapper = current.inheritedDecoration(for: key, name: name)
            {
                return (wrapper, level)
            }
            level += 1
            container = current.parent
        }
        return nil
    }

    /// The registration for a full key.
    @inlinable @inline(__always)
    func registration(for key: ServiceKey) -> (registration: Unmanaged<AnyRegistration>, level: Int)? {
        registration(for: key.lookup, name: key.name)
    }

    @inlinable @inline(__always)
    func ownRegistration(for key: LookupKey, name: ServiceName?) -> Unmanaged<AnyRegistration>? {
        table.find(key, name: name)
    }

    /// The created singleton for `key`, read with atomic loads only: no lock, no reference counting on shared
    /// container state.
    @inlinable @inline(__always)
    func publishedInstance<Service>(for key: LookupKey, name: ServiceName?, as type: Service.Type) -> Service? {
        guard let found = registration(for: key, name: name) else { return nil }
        return Container.publishedInstance(of: found.registration, as: type)
    }

    /// The created singleton published by `registration`, read with atomic loads only: no lock, and no reference
    /// counting of the registration or its box (only the returned instance is retained, as any returned reference).
    @inlinable @inline(__always)
    static func publishedInstance<Service>(of registration: Unmanaged<AnyRegistration>, as type: Service.Type)
        -> Service?
    {
        registration._withUnsafeGuaranteedRef { base in
            // Sound by construction: the registration of a key without argument type whose type is `Service` is
            // always a `ServiceRegistration<Service>` (see `Container.install`).
            let registration = unsafeDowncast(base, to: ServiceRegistration<Service>.self)
            guard let box = registration.published.load(ordering: .sequentiallyConsistent) else { return nil }
            // Only `ServiceRegistration.publish(_:)` stores here, always a `Box<Service>`.
            return Unmanaged<Box<Service>>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.value }
        }
    }

    /// Whether a registration for `type` and `name` (without runtime argument) is visible from this container.
    public func isRegistered<Service>(_ type: Service.Type, name: ServiceName? = nil) -> Bool {
        let read = enterRead()
        defer { leaveRead(read) }
        return registration(for: ServiceKey(type, name: name)) != nil
    }

    /// Whether a registration for `type` and `name` whose factory takes an `argumentType` is visible.
    public func isRegistered<Service, Argument>(
        _ type: Service.Type, name: ServiceName? = nil, argumentType: Argument.Type
    ) -> Bool {
        let read = enterRead()
        defer { leaveRead(read) }
        return registration(for: ServiceKey(type, name: name, argumentType: argumentType)) != nil
    }
}
