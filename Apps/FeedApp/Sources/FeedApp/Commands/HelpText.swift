/// The text of `feed --help` and `feed COMMAND --help`, generated from the commands' specs.
enum HelpText {
    /// The help of `spec`: the overview for bare `feed`, else the command's usage, summary and flags.
    static func text(for spec: CommandSpec, table: [CommandSpec] = CommandList.specs) -> String {
        spec.name.isEmpty ? overview(table) : command(spec)
    }

    private static func overview(_ table: [CommandSpec]) -> String {
        let named = table.filter { !$0.name.isEmpty }
        let width = named.map(\.name.count).max() ?? 0
        var lines = [
            "feed: a feed reader that works offline.", "",
            "Usage: feed [--json] [--limit N]        show the bundled sample feed",
            "       feed COMMAND [ARGUMENTS] [FLAGS]", "",
            "Commands:",
        ]
        lines += named.map { "  \(pad($0.name, to: width))  \($0.summary)" }
        lines += [
            "", "Flags: --help (-h) for any command, --version.",
            "Run `feed COMMAND --help` for a command's flags.",
            "Exit codes: 0 done, 1 something could not be done (the message says why), 64 usage error, 130 interrupted.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func command(_ spec: CommandSpec) -> String {
        var lines = ["Usage: \(spec.usage)", "", spec.summary]
        if !spec.flags.isEmpty {
            let width = spec.flags.map(\.synopsis.count).max() ?? 0
            lines += ["", "Flags:"]
            lines += spec.flags.map { "  \(pad($0.synopsis, to: width))  \($0.help)" }
            lines.append("  \(pad("-h, --help", to: width))  Show this help.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
