/// What a factory resolves its own dependencies with.
///
/// A small value handed to every factory: it remembers the container the registration came from, the scope and
/// object graph of the current resolution, and how deep it is, so that cycles are reported instead of
/// overflowing the stack. Use it only inside the factory call.
public struct Resolver: Sendable {
    /// Below this depth no trail is kept: resolving allocates nothing.
    static let untrackedDepth = 16
    /// The deepest path allowed; deeper means a cycle through services with runtime arguments.
    static let maximumDepth = 256

    @usableFromInline let container: Container
    @usableFromInline let depth: Int
    @usableFromInline let trail: Trail?
    @usableFromInline let graph: GraphCache?
    @usableFromInline let scope: Scope?

    /// Resolves a service registered for `type` and `name`.
    ///
    /// - Parameters:
    ///   - type: the service type, for example `(any HTTPClient).self`; inferred when omitted.
    ///   - name: the registration's name, or `nil`.
    /// - Returns: the instance, according to the registration's lifetime.
    /// - Throws: ``ResolutionError`` naming the whole path when something is missing or fails.
    @inlinable
    public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service
    {
        if let service = container.publishedInstance(
            for: LookupKey(type, name: name, argumentType: nil), name: name, as: Service.self)
        {
            return service
        }
        return try container.produce(ServiceKey(type, name: name), context: self)
    }

    /// Resolves a service whose factory takes a runtime argument.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - argument: passed to the factory; its static type selects the registration.
    /// - Throws: ``ResolutionError``, with kind `argumentMismatch` when the service is registered with another
    ///   argument type.
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, argument: Argument
    ) throws(ResolutionError) -> Service {
        try container.produce(
            ServiceKey(type, name: name, argumentType: Argument.self), argument: argument, context: self)
    }

    /// Resolves a service, or returns `nil` when nothing is registered for it.
    ///
    /// - Throws: ``ResolutionError`` when a registration exists but fails.
    public func resolveOptional<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service?
    {
        try container.resolveOptional(ServiceKey(type, name: name), context: self)
    }

    /// Whether a registration for `type` and `name` is visible from the resolving container.
    public func isRegistered<Service>(_ type: Service.Type, name: ServiceName? = nil) -> Bool {
        container.isRegistered(type, name: name)
    }

    /// The resolver for the next level down the path to `key`, or a cycle error.
    @usableFromInline
    ///
    /// - Parameter tracksEveryStep: keep the full trail from the first step, as async resolutions do: a task
    ///   waiting for an instance its own path is creating would otherwise suspend forever.
    func entering(_ key: ServiceKey, tracksEveryStep: Bool = false) throws(ResolutionError) -> Resolver {
        let next = depth + 1
        var trail = self.trail
        if next > Resolver.untrackedDepth || tracksEveryStep, key.argumentType == nil {
            if trail?.contains(key) == true {
                throw ResolutionError(
                    .circularDependency, at: key, reason: "circular dependency: \(key) depends on itself")
            }
            trail = Trail(key: key, parent: trail)
        }
        guard next <= Resolver.maximumDepth else {
            throw ResolutionError(
                .circularDependency, at: key,
                reason: "resolution is deeper than \(Resolver.maximumDepth) levels: a cycle through services "
                    + "with runtime arguments?")
        }
        return Resolver(container: container, depth: next, trail: trail, graph: graph, scope: scope)
    }
}
