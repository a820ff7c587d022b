extension Container {
    /// The process-wide container `@Injected` and `@LazyInjected` use outside ``withCurrent(_:)``.
    ///
    /// Prefer constructor injection and a composition root; this exists for the edges of the graph (command-line
    /// commands, framework-created objects) that cannot receive their dependencies.
    public static let shared = Container()

    /// The container set by the innermost ``withCurrent(_:)`` of this task, if any.
    @TaskLocal static var taskCurrent: Container?

    /// The container of the current task: the one set by ``withCurrent(_:)``, else ``shared``.
    public static var current: Container {
        taskCurrent ?? shared
    }

    /// Runs `body` with this container as ``current``, for the property wrappers of the objects it makes.
    ///
    /// ```swift
    /// let command = container.withCurrent { FeedCommand() }   // its @Injected properties use `container`
    /// ```
    ///
    /// Calls nest: the innermost container wins and the outer one is current again afterwards. Child tasks
    /// created inside `body` inherit it.
    ///
    /// - Parameter body: the code that creates the objects.
    /// - Returns: what `body` returns.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Container.$taskCurrent.withValue(self, operation: body)
    }

    /// Runs async `body` with this container as ``current``.
    ///
    /// - Parameters:
    ///   - isolation: the caller's actor, inherited by `body`.
    ///   - body: the code that creates the objects.
    /// - Returns: what `body` returns.
    public func withCurrent<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Container.$taskCurrent.withValue(self, operation: body)
    }
}
