extension Container {
    /// Checks the whole graph visible from this container and reports every wiring mistake at once.
    ///
    /// ```swift
    /// do { try container.validate() }
    /// catch { print(error) }   // one line per problem, each with its resolution path
    /// ```
    ///
    /// **What it runs.** No declared factory: the `autoregister` forms are read from their parameters, and
    /// `dependsOn:` lists, decorators' `dependsOn:` and aliases from what they declare. A synchronous closure that
    /// declares nothing is run once, in a throw-away container, to observe what it resolves (that is how a missing key
    /// inside a closure is found): its instance and everything it resolved are dropped afterwards, and nothing is
    /// cached in this container. A closure that touches the file system or the network should declare `dependsOn:`
    /// (or be an `autoregister` form) so that it never runs here. Closures that declare nothing and cannot be run
    /// (a runtime argument validation has no value for, async, main-actor) are not checked: the returned
    /// ``ValidationReport`` (and a thrown error) lists them by key. ``Assembler/build(validate:)`` runs nothing at
    /// all; this is what an app's tests call (or `assertValid`, in DITesting).
    ///
    /// **What it reports** (see ``ValidationProblem/Kind``): missing dependencies with the path that needs them,
    /// cycles, captive dependencies, synchronous factories depending on async services that are not singletons or
    /// on main-actor services, closures that throw while observed, lifetimes that cannot hold their type, and
    /// decorators that decorate nothing, for closures and declared forms alike. It never stops at the first problem.
    ///
    /// **What it cannot see.** An observed closure stops at the first dependency validation cannot make without
    /// running a factory it must not run (declared, async, main-actor, with an argument, or failing): what it would
    /// have resolved after that is seen only if declared. Dependencies resolved outside the factory call (a lazy
    /// provider, a captured container) and branches the closure does not take are not seen. Optional dependencies
    /// resolved with `resolveOptional` are never missing. A parent's singleton is checked against the registrations
    /// visible from this container, including the child's overrides.
    ///
    /// It takes time linear in the number of registrations and edges: each closure runs at most once.
    ///
    /// - Returns: which registrations could not be checked.
    /// - Throws: ``ValidationError`` listing every problem.
    @discardableResult
    public func validate() throws(ValidationError) -> ValidationReport {
        let (problems, notChecked) = reading {
            let analysis = analyzeDependencies()
            return (DependencyChecks(analysis: analysis, container: self).problems(), analysis.notChecked)
        }
        guard problems.isEmpty else { throw ValidationError(problems: problems, notChecked: notChecked) }
        return ValidationReport(notChecked: notChecked)
    }

    /// Every wiring mistake in the graph visible from this container, as ``validate()`` reports them (and running
    /// what it runs); empty when the graph is sound.
    public func validationProblems() -> [ValidationProblem] {
        // The analysis looks registrations up in the lock-free tables.
        reading { DependencyChecks(analysis: analyzeDependencies(), container: self).problems() }
    }

    /// Checks what is declared, running no factory at all: what ``Assembler/build(validate:)`` does.
    ///
    /// - Throws: ``ValidationError`` listing every problem among the declared edges.
    func checkDeclared() throws(ValidationError) {
        let (problems, notChecked) = reading {
            let analysis = analyzeDependencies(observing: false)
            return (DependencyChecks(analysis: analysis, container: self).problems(), analysis.notChecked)
        }
        guard problems.isEmpty else { throw ValidationError(problems: problems, notChecked: notChecked) }
    }
}
