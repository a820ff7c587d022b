/// The parts of a ``Resolver`` that most resolutions do not have: the trail of a deep path, the `.graph` cache,
/// the scope and the async creation whose factory the resolution runs in.
///
/// Kept in one optional object so that a ``Resolver`` is three words (passed in registers) and making the next
/// level's resolver costs one reference count on the container, plus one on this object only when it exists.
@usableFromInline
final class ResolutionContext: Sendable {
    let trail: Trail?
    @usableFromInline let graph: GraphCache?
    let scope: Scope?
    /// The innermost async creation on the path: who waits, in the ``WaitChains``, when this resolution awaits
    /// another task's creation.
    let creation: CreationTicket?
    /// The observer of a traced resolution (see ``Container/traceResolutions(_:)``).
    @usableFromInline let tracer: ResolutionTracer?
    /// What the factory this resolver was made for may resolve, when it declared `dependsOn:`. Never passed on to
    /// the resolutions it makes (see ``Resolver/undeclared``).
    @usableFromInline let declared: DeclaredDependencies?

    private init(
        trail: Trail?, graph: GraphCache?, scope: Scope?, creation: CreationTicket?, tracer: ResolutionTracer?,
        declared: DeclaredDependencies?
    ) {
        self.trail = trail
        self.graph = graph
        self.scope = scope
        self.creation = creation
        self.tracer = tracer
        self.declared = declared
    }

    /// A context holding these parts, or `nil` when all are `nil`.
    static func make(
        trail: Trail?, graph: GraphCache?, scope: Scope?, creation: CreationTicket? = nil,
        tracer: ResolutionTracer? = nil, declared: DeclaredDependencies? = nil
    ) -> ResolutionContext? {
        guard trail != nil || graph != nil || scope != nil || creation != nil || tracer != nil || declared != nil
        else { return nil }
        return ResolutionContext(
            trail: trail, graph: graph, scope: scope, creation: creation, tracer: tracer, declared: declared)
    }
}
