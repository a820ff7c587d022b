/// What a container shows of its registrations: the descriptions `registrations` lists, and the registrations
/// visible from it that they, validation and near-match suggestions are made from.
extension Container {
    /// The registrations in force as seen from this container: its own, then the parent's it does not
    /// override, each in registration order.
    public var registrations: [RegistrationDescription] {
        let decorators = decoratorsInForce
        // The cached instances are read without a lock.
        let read = enterRead()
        defer { leaveRead(read) }
        return visibleRegistrations.map { registration, isInherited in
            let record = registration.record
            let instance = registration.cachedInstance
            let decoration = decorators[ObjectIdentifier(registration)]
            return RegistrationDescription(
                key: registration.key, kind: record.kind, lifetime: record.lifetime,
                concreteType: record.concreteType ?? instance.map { type(of: $0) }, dependencies: record.dependencies,
                declaresDependencies: record.declaresDependencies,
                validation: ValidationCoverage.of(registration, undeclaredDecorator: decoration?.undeclared ?? false),
                decoratorCount: decoration?.count ?? 0, aliasOf: record.aliasOf,
                hasCachedInstance: instance != nil, isInherited: isInherited,
                sequence: record.sequence)
        }
    }
}

extension Container {
    /// How many decorators wrap each registration, and whether one of them declares nothing, by its identity.
    private var decoratorsInForce: [ObjectIdentifier: (count: Int, undeclared: Bool)] {
        var counts: [ObjectIdentifier: (count: Int, undeclared: Bool)] = [:]
        var container: Container? = self
        while let current = container {
            for (key, list) in current.decorators {
                guard let registration = current.state.withLock({ _ in current.registrationMadeHere(for: key) }),
                    registration is Decoratable
                else {
                    continue
                }
                counts[ObjectIdentifier(registration)] = (list.count, list.contains { $0.dependencies == nil })
            }
            container = current.parent
        }
        return counts
    }

    /// The registrations visible from this container: its own, then its ancestors' that it does not override, each in
    /// registration order.
    var visibleRegistrations: [(registration: AnyRegistration, isInherited: Bool)] {
        var result: [(registration: AnyRegistration, isInherited: Bool)] = []
        var seen = Set<ServiceKey>()
        var container: Container? = self
        var isInherited = false
        while let current = container {
            let own = current.state.withLock { _ in
                current.registrationsMadeHere().map { (sequence: $0.record.sequence, registration: $0) }
            }
            .sorted { $0.sequence < $1.sequence }
            let isLast = current.parent == nil
            result.reserveCapacity(result.count + own.count)
            for entry in own {
                // Keys are unique within one container: only a parent's keys need checking against a child's.
                if isInherited, seen.contains(entry.registration.key) { continue }
                if !isLast { seen.insert(entry.registration.key) }
                result.append((entry.registration, isInherited))
            }
            isInherited = true
            container = current.parent
        }
        return result
    }
}
