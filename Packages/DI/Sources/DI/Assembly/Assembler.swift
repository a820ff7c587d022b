/// Applies assemblies, in order, into one fresh container: the composition root's builder.
///
/// ```swift
/// let app = try Assembler([InfrastructureAssembly(), NetworkingAssembly()]).build()
/// let test = try Assembler([InfrastructureAssembly(), NetworkingAssembly()])
///     .buildTest(overrides: [StubNetworkingAssembly()])
/// ```
///
/// A later assembly's registration of the same type and name replaces an earlier one.
public struct Assembler: Sendable {
    /// The assemblies, in the order they are applied.
    public let assemblies: [any ServiceAssembly]
    private let parent: Container?

    /// Makes an assembler.
    ///
    /// - Parameters:
    ///   - assemblies: applied in order by ``build(validate:)``.
    ///   - parent: when given, the built container is a child of it (see ``Container/makeChild()``).
    public init(_ assemblies: [any ServiceAssembly], parent: Container? = nil) {
        self.assemblies = assemblies
        self.parent = parent
    }

    /// Applies the assemblies into a fresh container, checks what they declare, then calls each one's
    /// `loaded(container:)`.
    ///
    /// Building runs no factory: it checks the declared dependencies (the `autoregister` forms' parameters,
    /// `dependsOn:` lists, aliases) and reports every declared dependency nobody registers, every cycle and every
    /// captive dependency among them at once, before any `loaded` hook resolves anything. A closure that declares
    /// nothing is not run, so what it resolves is not checked here: an app's tests check it with
    /// ``Container/validate()`` (or `assertValid`, in DITesting), which observes such closures in a throw-away
    /// container.
    ///
    /// - Parameter validate: `false` to skip the check, when a test wants the raw graph.
    /// - Returns: the container.
    /// - Throws: ``ValidationError`` listing every wiring mistake, or what a `loaded(container:)` hook throws.
    public func build(validate: Bool = true) throws -> Container {
        try build(assemblies, validate: validate)
    }

    /// Applies the assemblies and then `overrides` into one fresh container: the production graph with a few
    /// services replaced (stubs, in-memory stores), for tests and previews. Checked like ``build(validate:)``,
    /// running no factory.
    ///
    /// A service marked ``Registration/liveOnly()`` that no override replaces is refused: the graph builds, and
    /// resolving it (or anything that depends on it) throws ``ResolutionError/Kind/liveServiceInTest`` naming the
    /// path and the override to add, so a test that forgot an override never reaches the network or the disk.
    ///
    /// - Parameters:
    ///   - overrides: applied after the production assemblies; their registrations win.
    ///   - validate: `false` to skip the validation.
    /// - Returns: the container.
    /// - Throws: ``ValidationError``, or what a `loaded(container:)` hook throws.
    public func buildTest(overrides: [any ServiceAssembly], validate: Bool = true) throws -> Container {
        try build(assemblies + overrides, validate: validate, refusesLiveServices: true)
    }

    private func build(_ all: [any ServiceAssembly], validate: Bool, refusesLiveServices: Bool = false) throws
        -> Container
    {
        let container = parent?.makeChild() ?? Container()
        for assembly in all {
            assembly.assemble(container: container)
        }
        if validate {
            try container.checkDeclared()
        }
        if refusesLiveServices {
            container.refuseLiveServices()
        }
        for assembly in all {
            try assembly.loaded(container: container)
        }
        return container
    }
}
