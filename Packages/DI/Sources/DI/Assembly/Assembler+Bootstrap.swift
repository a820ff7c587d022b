extension Assembler {
    /// Builds and validates the container, then creates its async singletons, so that everything resolves
    /// synchronously afterwards: a deterministic start-up.
    ///
    /// ```swift
    /// let app = try await Assembler([InfrastructureAssembly(), DataAssembly()]).bootstrap()
    /// let store = try app.resolve((any FeedStore).self)   // created by the bootstrap
    /// ```
    ///
    /// The declared dependencies are checked before anything is created (as ``build(validate:)`` does, running no
    /// factory): a broken graph creates no database and opens no connection.
    ///
    /// - Parameter validate: `false` to skip the validation.
    /// - Returns: the container, with every async singleton created.
    /// - Throws: ``ValidationError``, what a `loaded(container:)` hook throws, or the first ``ResolutionError`` of
    ///   an async singleton.
    public func bootstrap(validate: Bool = true) async throws -> Container {
        let container = try build(validate: validate)
        try await container.bootstrap()
        return container
    }
}
