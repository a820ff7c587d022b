extension Container {
    /// Checks the whole graph visible from this container and reports every wiring mistake at once.
    ///
    /// ```swift
    /// do { try container.validate() }
    /// catch { print(error) }   // one line per problem, each with its resolution path
    /// ```
    ///
    /// **How it sees the graph.** Edges come first from what is declared: auto-wired registrations know their
    /// initializer's parameters; any registration and decorator may declare `dependsOn:`; an alias points at the
    /// registration it exposes. A synchronous closure registration that declares nothing is run once, in a
    /// throw-away container, to observe what it resolves: its instance and everything it resolved are dropped
    /// afterwards, and nothing is cached in this container. Factories are expected to be free of side effects;
    /// a factory that touches the file system or the network should declare `dependsOn:` so that validation never
    /// runs it. Async, main-actor and runtime-argument factories are never run; they are checked through what they
    /// declare.
    ///
    /// **What it reports** (see ``ValidationProblem/Kind``): missing dependencies with the path that needs them,
    /// cycles, captive dependencies, synchronous factories depending on async services that are not singletons or
    /// on main-actor services, factories that throw while observed, lifetimes that cannot hold their type, and
    /// decorators that decorate nothing. It never stops at the first problem.
    ///
    /// **What it cannot see.** An observed factory stops at the first dependency validation cannot make (one that
    /// is async, main-actor, takes an argument, declares `dependsOn:` or fails): what it would have resolved
    /// after that is seen only if declared. Dependencies resolved outside the factory call (a lazy provider, a
    /// captured container) and branches the factory does not take are not seen. Optional dependencies resolved
    /// with `resolveOptional` are never missing. A decorator without `dependsOn:` on a registration that is not
    /// run contributes no edges. A parent's singleton is checked against the registrations visible from this
    /// container, including the child's overrides.
    ///
    /// It takes time linear in the number of registrations and edges: each factory runs at most once.
    ///
    /// - Throws: ``ValidationError`` listing every problem.
    public func validate() throws(ValidationError) {
        let problems = validationProblems()
        guard problems.isEmpty else { throw ValidationError(problems: problems) }
    }

    /// Every wiring mistake in the graph visible from this container, as ``validate()`` reports them; empty when
    /// the graph is sound.
    public func validationProblems() -> [ValidationProblem] {
        // The analysis looks registrations up in the lock-free tables.
        reading { DependencyChecks(analysis: analyzeDependencies(), container: self).problems() }
    }
}
