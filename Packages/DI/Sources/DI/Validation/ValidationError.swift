/// Every wiring mistake ``Container/validate()`` found, each with its kind and path.
///
/// Its description has one line per problem:
/// ```
/// FeedViewModel → FeedLoader(remote) → HTTPClient: no registration for HTTPClient
/// NodeA → NodeB → NodeA: circular dependency: NodeA needs itself through NodeB
/// ```
public struct ValidationError: Error, CustomStringConvertible, Sendable {
    /// The problems, never empty: missing dependencies, cycles, captive and async dependencies first, then
    /// failing factories, lifetimes and decorators.
    public let problems: [ValidationProblem]

    /// Makes an error from the problems found.
    init(problems: [ValidationProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
