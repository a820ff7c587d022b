extension Container {
    /// Resolves every registration of `type`, of every name (the unnamed one included), in registration order.
    ///
    /// ```swift
    /// let sinks: [any LogSink] = try container.resolveAll((any LogSink).self)
    /// ```
    ///
    /// Registering a type and name again adds to the collection: `resolve` returns the newest, `resolveAll` all
    /// of them. A parent's registrations come before a child's; a key a child registers hides the parent's
    /// registrations of that key, and the child's take their place. Registrations with a runtime argument are not
    /// included. Each instance follows its registration's lifetime and decorators.
    ///
    /// - Parameter type: the service type, usually a protocol.
    /// - Returns: the instances, empty when nothing is registered for `type`.
    /// - Throws: ``ResolutionError`` from the first registration that fails.
    public func resolveAll<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> [Service] {
        let read = enterRead()
        defer { leaveRead(read) }
        do {
            let resolver = try openResolver(for: ServiceKey(type))
            return try resolver.finishing(resolveAll(type, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves every registration of `type` for a resolver at any depth.
    func resolveAll<Service>(_ type: Service.Type, context: Resolver) throws(ResolutionError) -> [Service] {
        var services: [Service] = []
        for member in collection(of: type) {
            // Used unretained: the collection holds every member for the loop.
            let found = (registration: Unmanaged.passUnretained(member.registration), level: member.level)
            services.append(try produce(found, context: context))
        }
        return services
    }

    /// The registrations without argument whose type is `type`, visible from here, in collection order, with the
    /// number of levels up the parent chain each was found.
    func collection<Service>(of type: Service.Type) -> [(registration: AnyRegistration, level: Int)] {
        let typeID = ObjectIdentifier(type)
        // Each container's own registrations of `type`, oldest first; nearest container first.
        var levels: [[AnyRegistration]] = []
        var container: Container? = self
        while let current = container {
            let own = current.state.withLock { state in
                current.allRegistrationsMadeHere(state).filter { $0.key.typeID == typeID && $0.key.argumentType == nil }
            }
            levels.append(own.sorted { $0.record.sequence < $1.record.sequence })
            container = current.parent
        }
        // The nearest level registering a key owns it; its registrations take the place of the farthest one's.
        var owner: [ServiceKey: Int] = [:]
        for (level, own) in levels.enumerated().reversed() {
            for registration in own { owner[registration.key] = level }
        }
        var placed = Set<ServiceKey>()
        var members: [(registration: AnyRegistration, level: Int)] = []
        for (level, own) in levels.enumerated().reversed() {
            for registration in own where !placed.contains(registration.key) {
                let ownerLevel = owner[registration.key] ?? level
                if ownerLevel == level {
                    members.append((registration, level))
                } else {
                    placed.insert(registration.key)
                    members += levels[ownerLevel].filter { $0.key == registration.key }.map { ($0, ownerLevel) }
                }
            }
        }
        return members
    }
}

extension Resolver {
    /// Resolves every registration of `type`, one per name, in registration order, from inside a factory.
    ///
    /// - Parameter type: the service type.
    /// - Returns: the instances, empty when nothing is registered for `type`.
    /// - Throws: ``ResolutionError`` naming the path, from the first registration that fails.
    public func resolveAll<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> [Service] {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        return try container.resolveAll(type, context: try checking(ServiceKey(type), collection: true))
    }
}

extension Scope {
    /// Resolves every registration of `type`, one per name, in registration order; `.scoped` ones belong to this
    /// scope.
    ///
    /// - Parameter type: the service type.
    /// - Returns: the instances, empty when nothing is registered for `type`.
    /// - Throws: ``ResolutionError`` from the first registration that fails.
    public func resolveAll<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> [Service] {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        do {
            let resolver = try topLevelResolver(for: ServiceKey(type))
            return try resolver.finishing(container.resolveAll(type, context: resolver))
        } catch {
            throw error.trimmedToCycle()
        }
    }
}
