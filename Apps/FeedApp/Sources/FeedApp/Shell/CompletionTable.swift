/// What each command's arguments and flag values complete to, read from the commands' specs, so the
/// shells' scripts follow the same table as parsing and help.
struct CompletionTable: Sendable, Equatable {
    /// What a word completes to.
    enum Values: Sendable, Equatable {
        /// Nothing the shell can offer (a number, a new URL).
        case nothing
        /// One of these words.
        case words([String])
        /// A file's path.
        case files
        /// A folder's path.
        case directories
        /// A subscribed feed's URL, and its title too when `titles`, and a file's path too when `files`.
        case subscriptions(titles: Bool, files: Bool)
    }

    /// One command as its completion needs it.
    struct Command: Sendable, Equatable {
        /// The command's name; empty for bare `feed`.
        let name: String
        /// The one line help gives it.
        let summary: String
        /// Its flags, `--help` included.
        let flags: [FlagSpec]
        /// What its arguments complete to.
        let arguments: Values
    }

    /// The commands, bare `feed` first.
    let commands: [Command]

    /// The table of `specs`.
    init(_ specs: [CommandSpec] = CommandList.specs) {
        let names = specs.map(\.name).filter { !$0.isEmpty }
        let help = FlagSpec("help", short: "h", help: "Show help.")
        let version = FlagSpec("version", help: "Show the version.")
        commands = specs.map { spec in
            Command(
                name: spec.name, summary: spec.summary,
                flags: spec.flags + (spec.name.isEmpty ? [help, version] : [help]),
                arguments: Self.values(of: spec.positionals, commands: names))
        }
    }

    /// Every flag that takes a value, in any command, once each.
    var valueFlags: [FlagSpec] {
        var seen = Set<String>()
        return commands.flatMap(\.flags).filter { $0.takesValue && seen.insert($0.name).inserted }
    }

    /// What the value of `flag` completes to: folders for `DIR`, the words of `a|b|c`, else nothing.
    static func values(of flag: FlagSpec) -> Values {
        guard let name = flag.valueName else { return .nothing }
        if name == "DIR" { return .directories }
        let words = name.split(separator: "|").map(String.init)
        return words.count > 1 && words.allSatisfy { $0 == $0.lowercased() } ? .words(words) : .nothing
    }

    /// What a command's arguments complete to, from how help names them: `URL|TITLE` a subscription's
    /// URL or title, `URL|PATH` a subscription's URL or a file, `FILE…` a file, `COMMAND` a command's name,
    /// fixed words themselves; a lone `URL` is a new address, so nothing.
    private static func values(of rule: PositionalRule, commands: [String]) -> Values {
        switch rule {
        case .none: return .nothing
        case .choice(let words): return .words(words)
        case .one(let name), .optional(let name), .zeroOrMore(let name):
            let parts = Set(name.split(separator: "|"))
            if parts.contains("COMMAND") { return .words(commands) }
            if parts.contains("URL") && parts.count > 1 {
                return .subscriptions(titles: parts.contains("TITLE"), files: parts.contains("PATH"))
            }
            if parts.contains(where: { $0.hasPrefix("FILE") || $0 == "PATH" }) { return .files }
            return .nothing
        }
    }
}
