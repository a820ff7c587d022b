import DIAssemblies

/// What a command accepts and its help: its name, summary, arguments and flags.
struct CommandSpec: Sendable, Equatable {
    /// The command's name; empty for bare `feed`.
    let name: String
    /// One line saying what the command does.
    let summary: String
    /// What it accepts besides flags.
    let positionals: PositionalRule
    /// The flags it accepts, `--help` aside.
    let flags: [FlagSpec]
    /// The environment the command always runs in, whatever the line or the variables say (bare `feed`: preview).
    var environment: AppEnvironment?

    /// The command as typed: `feed read`, or `feed` for the bare command.
    var invocation: String { name.isEmpty ? "feed" : "feed \(name)" }

    /// The usage line: `feed read [URL|PATH ...] [--json] [--limit N] ...`.
    var usage: String {
        ([invocation] + usageParts).joined(separator: " ")
    }

    /// The parts of the usage line after the invocation, each kept whole when help wraps it.
    var usageParts: [String] {
        ([positionals.synopsis] + flags.map { "[\($0.usageForm)]" }).filter { !$0.isEmpty }
    }

    /// The flag named `name` (long) or `-x` (short), if the command accepts it.
    func flag(named name: String) -> FlagSpec? {
        flags.first { $0.name == name }
    }

    /// The flag whose one-letter name is `letter`.
    func flag(short letter: Character) -> FlagSpec? {
        flags.first { $0.short == letter }
    }
}
