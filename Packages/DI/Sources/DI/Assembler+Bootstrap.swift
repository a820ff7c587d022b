extension Assembler {
    /// Builds the container and creates its async singletons, so that everything resolves synchronously
    /// afterwards: a deterministic start-up.
    ///
    /// ```swift
    /// let app = try await Assembler([InfrastructureAssembly(), DataAssembly()]).bootstrap()
    /// let store = try app.resolve((any FeedStore).self)   // created by the bootstrap
    /// ```
    ///
    /// - Returns: the container, with every async singleton created.
    /// - Throws: what `build()` throws, or the first ``ResolutionError`` of an async singleton.
    public func bootstrap() async throws -> Container {
        let container = try build()
        try await container.bootstrap()
        return container
    }
}
