import DI

/// `feed validate`: checks the app's container and lists every problem with its resolution path.
///
/// It reads the container as assembled, not validated, so it reports a broken graph instead of failing
/// to start like the other commands.
struct ValidateCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "validate", summary: "Check the app's container; list the problems if it is broken.",
        positionals: .none, flags: CommonFlags.configuration)

    static func make(_ options: NoOptions, composer: AppComposer) throws -> ValidateCommand {
        ValidateCommand(container: try composer.unvalidatedContainer(), console: composer.console)
    }

    let container: Container
    let console: any Console

    /// Says the container is valid, or lists every problem on stderr and fails.
    func run() async -> ExitCode {
        let problems = container.validationProblems().map(\.description)
        guard !problems.isEmpty else {
            console.write("The app's container is valid.\n")
            return .success
        }
        let list = problems.map { "  - \($0)" }.joined(separator: "\n")
        console.writeError("feed: the app's container has \(problems.count) problem(s):\n\(list)\n")
        return .failure
    }
}
