/// `feed completion bash|zsh|fish`: prints a script that completes commands, flags and subscribed feeds.
///
/// The script is generated from the commands' specs (``CompletionTable``); it asks `feed list --json` for
/// the subscriptions' URLs and titles each time it completes one, so it never goes stale.
struct CompletionCommand: FeedCommand {
    /// The shells a script is written for.
    enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    static let spec = CommandSpec(
        name: "completion",
        summary: "Print the shell completion script for bash, zsh or fish (see the README to install it).",
        positionals: .choice(Shell.allCases.map(\.rawValue)), flags: [])

    static func options(from line: ParsedArguments) throws(UsageError) -> Shell {
        guard let word = line.positionals.first, let shell = Shell(rawValue: word) else {
            throw UsageError("name a shell: bash, zsh or fish", spec: spec)
        }
        return shell
    }

    static func make(_ options: Shell, composer: AppComposer) throws -> CompletionCommand {
        CompletionCommand(shell: options, console: composer.console)
    }

    /// The shell to write the script for.
    let shell: Shell
    let console: any Console

    /// Prints the script.
    func run() async -> ExitCode {
        let table = CompletionTable()
        switch shell {
        case .bash: console.write(BashCompletion.script(table))
        case .zsh: console.write(ZshCompletion.script(table))
        case .fish: console.write(FishCompletion.script(table))
        }
        return .success
    }
}
