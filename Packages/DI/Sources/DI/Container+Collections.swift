extension Container {
    /// Resolves every registration of `type`, one per name (the unnamed one included), in registration order.
    ///
    /// ```swift
    /// let sinks: [any LogSink] = try container.resolveAll((any LogSink).self)
    /// ```
    ///
    /// Registration order is the order in which each name of `type` was first registered, a parent's names
    /// before a child's: re-registering a name (or overriding it in a child) replaces its registration in place.
    /// Registrations with a runtime argument are not included. Each instance follows its registration's lifetime
    /// and decorators.
    ///
    /// - Parameter type: the service type, usually a protocol.
    /// - Returns: the instances, empty when nothing is registered for `type`.
    /// - Throws: ``ResolutionError`` from the first registration that fails.
    public func resolveAll<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> [Service] {
        do {
            return try resolveAll(type, context: topLevelResolver(scope: nil))
        } catch {
            throw error.trimmedToCycle()
        }
    }

    /// Resolves every registration of `type` for a resolver at any depth.
    func resolveAll<Service>(_ type: Service.Type, context: Resolver) throws(ResolutionError) -> [Service] {
        var services: [Service] = []
        for key in keys(of: type) {
            services.append(try resolve(key, context: context))
        }
        return services
    }

    /// The keys without argument whose type is `type`, visible from here, in first-registration order.
    func keys<Service>(of type: Service.Type) -> [ServiceKey] {
        var chain: [Container] = []
        var container: Container? = self
        while let current = container {
            chain.append(current)
            container = current.parent
        }
        var seen = Set<ServiceKey>()
        var keys: [ServiceKey] = []
        let typeID = ObjectIdentifier(type)
        for level in chain.reversed() {
            for binding in level.table.bindings where binding.key.typeID == typeID && binding.key.argumentType == nil {
                guard seen.insert(binding.key).inserted else { continue }
                keys.append(binding.key)
            }
        }
        return keys
    }
}

extension Resolver {
    /// Resolves every registration of `type`, one per name, in registration order, from inside a factory.
    ///
    /// - Parameter type: the service type.
    /// - Returns: the instances, empty when nothing is registered for `type`.
    /// - Throws: ``ResolutionError`` naming the path, from the first registration that fails.
    public func resolveAll<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> [Service] {
        try container.resolveAll(type, context: self)
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
        do {
            return try container.resolveAll(type, context: container.topLevelResolver(scope: self))
        } catch {
            throw error.trimmedToCycle()
        }
    }
}
