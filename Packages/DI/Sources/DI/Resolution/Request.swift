/// One resolution step handed to a registration: the resolver for its factory and where the registration was found.
@usableFromInline
struct Request: Sendable {
    /// The resolver of the caller, one level deeper, with the key already on its trail.
    @usableFromInline let resolver: Resolver
    /// How many parents up from the resolver's container the registration was found.
    @usableFromInline let level: Int

    @usableFromInline
    init(resolver: Resolver, level: Int) {
        self.resolver = resolver
        self.level = level
    }

    /// The container holding the registration; singletons and weak instances are created and cached there.
    var owner: Container {
        resolver.container.ancestor(level)
    }

    /// The resolver a shared (singleton or weak) instance's factory gets: it resolves from the owner's
    /// registrations, so a child's override never leaks into a parent's singleton, and outside any scope, so it
    /// cannot capture a shorter-lived scoped instance.
    var ownerResolver: Resolver {
        let context = resolver.context
        let unscoped =
            context?.scope == nil
            ? context
            : ResolutionContext.make(
                trail: context?.trail, graph: context?.graph, scope: nil, creation: context?.creation,
                tracer: context?.tracer)
        return Resolver(container: owner, depth: resolver.depth, context: unscoped)
    }
}
