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

    /// Says the container is valid, or lists every problem on stderr and fails; either way, says how many
    /// registrations validation could not check (closures that declare nothing and cannot be run).
    func run() async -> ExitCode {
        let problems = container.validationProblems().map(\.description)
        guard !problems.isEmpty else {
            console.write("The app's container is valid.\n" + notCheckedLine)
            return .success
        }
        let list = problems.map { "  - \($0)" }.joined(separator: "\n")
        console.writeError("feed: the app's container has \(problems.count) problem(s):\n\(list)\n" + notCheckedLine)
        return .failure
    }

    /// `All 44 registrations were checked.`, or `Could not check 2 of 44 registrations (…): A, B.` naming them.
    private var notCheckedLine: String {
        let registrations = container.registrations
        let unchecked = registrations.filter { $0.validation == .notChecked }.map(\.key.description)
        guard !unchecked.isEmpty else { return "All \(registrations.count) registrations were checked.\n" }
        return "Could not check \(unchecked.count) of \(registrations.count) registrations"
            + " (declare what they resolve with dependsOn:): " + unchecked.joined(separator: ", ") + ".\n"
    }
}
