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
    /// The registrations validation could not check (see ``ValidationReport/notChecked``).
    public let notChecked: [ServiceKey]

    /// Makes an error from the problems found.
    init(problems: [ValidationProblem], notChecked: [ServiceKey] = []) {
        self.problems = problems
        self.notChecked = notChecked
    }

    /// One line per problem, then the registrations not checked, if any.
    public var description: String {
        let lines = problems.map(\.description)
        guard !notChecked.isEmpty else { return lines.joined(separator: "\n") }
        return (lines + [ValidationReport(notChecked: notChecked).description]).joined(separator: "\n")
    }
}
