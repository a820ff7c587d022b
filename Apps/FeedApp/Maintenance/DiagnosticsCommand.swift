/// `feed graph` and `feed validate`: the app's container describing and checking itself.
struct DiagnosticsCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Prints the dependency graph in `format`.
    func graph(_ format: GraphFormat) -> ExitCode {
        let text = services.dependencyGraph(format: format)
        console.write(text.hasSuffix("\n") ? text : text + "\n")
        return .success
    }

    /// Checks the container: says it is valid, or lists every problem on stderr and fails.
    func validate() -> ExitCode {
        let problems = services.validationProblems()
        guard !problems.isEmpty else {
            console.write("The app's container is valid.\n")
            return .success
        }
        let list = problems.map { "  - \($0)" }.joined(separator: "\n")
        console.writeError("feed: the app's container has \(problems.count) problem(s):\n\(list)\n")
        return .failure
    }
}
