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
    ///   - assemblies: applied in order by ``build()``.
    ///   - parent: when given, the built container is a child of it (see ``Container/makeChild()``).
    public init(_ assemblies: [any ServiceAssembly], parent: Container? = nil) {
        self.assemblies = assemblies
        self.parent = parent
    }

    /// Applies the assemblies into a fresh container, then calls each one's `loaded(container:)`.
    ///
    /// - Returns: the container.
    /// - Throws: what a `loaded(container:)` hook throws.
    public func build() throws -> Container {
        try build(assemblies)
    }

    /// Applies the assemblies and then `overrides` into one fresh container: the production graph with a few
    /// services replaced (stubs, in-memory stores), for tests and previews.
    ///
    /// - Parameter overrides: applied after the production assemblies; their registrations win.
    /// - Returns: the container.
    /// - Throws: what a `loaded(container:)` hook throws.
    public func buildTest(overrides: [any ServiceAssembly]) throws -> Container {
        try build(assemblies + overrides)
    }

    private func build(_ all: [any ServiceAssembly]) throws -> Container {
        let container = parent?.makeChild() ?? Container()
        for assembly in all {
            assembly.assemble(container: container)
        }
        for assembly in all {
            try assembly.loaded(container: container)
        }
        return container
    }
}
