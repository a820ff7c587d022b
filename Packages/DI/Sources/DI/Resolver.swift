import Synchronization

/// What a factory resolves its own dependencies with.
///
/// A small value handed to every factory: it remembers the container the registration came from, the scope and
/// object graph of the current resolution, and how deep it is, so that cycles are reported instead of
/// overflowing the stack. It may be kept and used after the factory returns, from any thread (a closure that
/// resolves later, a `makeB: { try r.resolve(B.self) }`): each of its resolutions counts itself as a read in
/// progress, as the container's own do, so that nothing it reads is freed under it.
public struct Resolver: Sendable {
    /// Below this depth no trail is kept: resolving allocates nothing. A computed literal rather than a stored
    /// `static let`, so the inlined resolution code reads it without a lazy-initialization check.
    @inlinable static var untrackedDepth: Int { 16 }
    /// The deepest path allowed; deeper means a cycle through services with runtime arguments.
    static let maximumDepth = 256

    @usableFromInline let container: Container
    @usableFromInline let depth: Int
    /// The trail, graph cache and scope; `nil` when the resolution has none of them, as most have.
    @usableFromInline let context: ResolutionContext?

    /// The keys on the path beyond ``untrackedDepth``.
    var trail: Trail? { context?.trail }
    /// The `.graph` instances of this resolution, when any `.graph` registration is visible.
    var graph: GraphCache? { context?.graph }
    /// The scope the resolution started from, if any.
    var scope: Scope? { context?.scope }
    /// The innermost async creation whose factory this resolution runs in, if any.
    var creation: CreationTicket? { context?.creation }

    @usableFromInline
    init(container: Container, depth: Int, context: ResolutionContext?) {
        self.container = container
        self.depth = depth
        self.context = context
    }

    init(
        container: Container, depth: Int, trail: Trail?, graph: GraphCache?, scope: Scope?,
        tracer: ResolutionTracer? = nil
    ) {
        self.init(
            container: container, depth: depth,
            context: ResolutionContext.make(trail: trail, graph: graph, scope: scope, tracer: tracer))
    }

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
        if let context, context.declared != nil { return try checkedResolve(type, name: name) }
        return try container.resolve(type, name: name, context: self)
    }

    /// ``resolve(_:name:)`` from a factory that declared `dependsOn:`: checked against the list first.
    @inlinable
    func checkedResolve<Service>(_ type: Service.Type, name: ServiceName?) throws(ResolutionError) -> Service {
        let checked = try checking(ServiceKey(type, name: name))
        return try container.resolve(type, name: name, context: checked)
    }

    /// This resolver once `key` is checked against its factory's `dependsOn:` list, if any: without the list, so
    /// that what the resolution runs is not held to it.
    ///
    /// - Parameter collection: `key` stands for every registration of its type (`resolveAll`).
    @usableFromInline
    func checking(_ key: ServiceKey, collection: Bool = false) throws(ResolutionError) -> Resolver {
        guard let declared = context?.declared else { return self }
        try declared.check(key, collection: collection)
        return undeclared
    }

    /// This resolver without a `dependsOn:` list.
    var undeclared: Resolver {
        Resolver(
            container: container, depth: depth,
            context: ResolutionContext.make(
                trail: trail, graph: graph, scope: scope, creation: creation, tracer: context?.tracer))
    }

    /// This resolver for a factory that declared `declared`: what it resolves is checked against the list.
    func declaring(_ declared: DeclaredDependencies) -> Resolver {
        Resolver(
            container: container, depth: depth,
            context: ResolutionContext.make(
                trail: trail, graph: graph, scope: scope, creation: creation, tracer: context?.tracer,
                declared: declared))
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
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        return try container.produce(key, argument: argument, context: try checking(key))
    }

    /// Resolves a service, or returns `nil` when nothing is registered for it.
    ///
    /// - Throws: ``ResolutionError`` when a registration exists but fails.
    public func resolveOptional<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
        throws(ResolutionError) -> Service?
    {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        let key = ServiceKey(type, name: name)
        return try container.resolveOptional(key, context: try checking(key))
    }

    /// Whether a registration for `type` and `name` is visible from the resolving container.
    public func isRegistered<Service>(_ type: Service.Type, name: ServiceName? = nil) -> Bool {
        container.isRegistered(type, name: name)
    }

    /// `value`, once the `initCompleted` actions its top-level resolution queued have run.
    @inlinable @inline(__always)
    func finishing<Value>(_ value: Value) throws(ResolutionError) -> Value {
        if let graph = context?.graph, graph.hasActions.load(ordering: .acquiring) { try graph.runActions() }
        return value
    }

    /// Runs the `initCompleted` actions this top-level resolution queued, if any; out of line.
    @usableFromInline
    func runQueuedActions() throws(ResolutionError) {
        if let graph = context?.graph, graph.hasActions.load(ordering: .acquiring) { try graph.runActions() }
    }

    /// The resolver for the next level down the path to `registration`, or a cycle error.
    ///
    /// Shallow paths keep no trail, so the next level is just a copy one deeper, made inline; deeper ones go
    /// through ``entering(_:tracksEveryStep:)``.
    @inlinable @inline(__always)
    func entering(_ registration: AnyRegistration) throws(ResolutionError) -> Resolver {
        if depth < Resolver.untrackedDepth {
            return Resolver(container: container, depth: depth &+ 1, context: context)
        }
        return try enteringTracked(registration)
    }

    /// ``entering(_:)`` past the untracked depth, out of line.
    @usableFromInline
    func enteringTracked(_ registration: AnyRegistration) throws(ResolutionError) -> Resolver {
        try entering(registration.key)
    }

    /// The resolver for the next level down the path to `key`, or a cycle error.
    ///
    /// - Parameter tracksEveryStep: keep the full trail from the first step, as async resolutions do: a task
    ///   waiting for an instance its own path is creating would otherwise suspend forever.
    @usableFromInline
    func entering(_ key: ServiceKey, tracksEveryStep: Bool = false) throws(ResolutionError) -> Resolver {
        let next = depth + 1
        var context = self.context
        if next > Resolver.untrackedDepth || tracksEveryStep, key.argumentType == nil {
            if trail?.contains(key) == true {
                throw ResolutionError(
                    .circularDependency, at: key, reason: "circular dependency: \(key) depends on itself")
            }
            context = ResolutionContext.make(
                trail: Trail(key: key, parent: trail), graph: graph, scope: scope, creation: creation,
                tracer: self.context?.tracer)
        }
        guard next <= Resolver.maximumDepth else {
            throw ResolutionError(
                .circularDependency, at: key,
                reason: "resolution is deeper than \(Resolver.maximumDepth) levels: a cycle through services "
                    + "with runtime arguments?")
        }
        return Resolver(container: container, depth: next, context: context)
    }

    /// This resolver for the factory of the async creation `ticket`: its waits are that creation's waits.
    func creating(_ ticket: CreationTicket) -> Resolver {
        Resolver(
            container: container, depth: depth,
            context: ResolutionContext.make(
                trail: trail, graph: graph, scope: scope, creation: ticket, tracer: self.context?.tracer))
    }
}
