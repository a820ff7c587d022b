extension Registration where Service: Sendable {
    /// Adds an action that runs on each instance this registration creates, once the outermost factory of the
    /// top-level resolution has returned: the place to close a cycle after init (a child pointing back at its
    /// parent) that constructor injection cannot express.
    ///
    /// ```swift
    /// container.register(Parent.self, scope: .graph) { r in Parent(child: try r.resolve(Child.self)) }
    /// container.register(Child.self, scope: .graph) { _ in Child() }
    ///     .initCompleted { r, child in child.parent = try r.resolve(Parent.self) }
    /// ```
    ///
    /// Actions run in creation order, with the resolver the factory got (so `.graph` instances are shared with
    /// the graph being built), and only for new instances: a cached singleton's ran when it was created. An action
    /// that throws fails the resolution. ``Container/validate()`` does not count what an action resolves as a
    /// dependency of the initializer: a cycle through an action is fine, one through factories is reported.
    ///
    /// Registrations with a runtime argument are resolved per call by the caller that holds the argument, and
    /// take no action: this returns the registration unchanged.
    ///
    /// - Parameter action: gets a resolver and the instance the factory made.
    /// - Returns: the registration, to chain more.
    @discardableResult
    public func initCompleted(_ action: @escaping @Sendable (Resolver, Service) throws -> Void) -> Registration<
        Service
    > {
        guard let registration = factoryRegistration else { return self }
        let updated = container.replace(registration) { current in
            let completion: @Sendable (Resolver, Service) throws -> Void
            if let earlier = current.completion {
                completion = { resolver, service in
                    try earlier(resolver, service)
                    try action(resolver, service)
                }
            } else {
                completion = action
            }
            return FactoryRegistration<Service>(
                key: current.key, record: current.record, factory: current.factory, layers: current.layers,
                ownsBase: current.ownsBase, completion: completion, makeBox: current.makeBox)
        }
        container.usesGraphLifetime.store(true, ordering: .relaxed)
        return Registration(container: container, registration: updated)
    }
}
