/// The text of `feed --help` and `feed COMMAND --help`, generated from the commands' specs.
///
/// Lines are wrapped to the width, under the text they continue; without a width (a pipe) to
/// ``pipeWidth``, since help is prose for a person.
enum HelpText {
    /// The width help is wrapped to when the output has none.
    static let pipeWidth = 80
    /// What `feed` is, in one line.
    static let tagline = "a feed reader that works offline."
    /// Where flags go, and the ones every command has.
    static let flagsNote = "--help (-h) for any command, --version; flags go anywhere on the line."
    /// The exit codes and what each means.
    static let exitCodes = [
        ("0", "done"), ("1", "something could not be done (the message says why)"), ("64", "usage error"),
        ("130", "interrupted"),
    ]

    /// The help of `spec`: the overview for bare `feed`, else the command's usage, summary and flags.
    static func text(for spec: CommandSpec, width: Int?, table: [CommandSpec] = CommandList.specs) -> String {
        let width = width ?? pipeWidth
        let lines = spec.name.isEmpty ? overview(table, width: width) : command(spec, width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func overview(_ table: [CommandSpec], width: Int) -> [String] {
        let named = table.filter { !$0.name.isEmpty }
        let column = named.map(\.name.count).max() ?? 0
        var lines = [
            "feed: \(tagline)", "",
            "Usage: feed [--json] [--limit N]        show the bundled sample feed",
            "       feed COMMAND [ARGUMENTS] [FLAGS]", "",
            "Commands:",
        ]
        lines += named.flatMap { TextWrapper.hanging("  \(pad($0.name, to: column))  ", $0.summary, width: width) }
        lines +=
            [""]
            + TextWrapper.hanging("Flags: ", flagsNote, width: width)
        lines += TextWrapper.hanging("", "Run `feed COMMAND --help` for a command's flags.", width: width)
        lines += TextWrapper.hanging(
            "Exit codes: ",
            exitCodes.map { "\($0) \($1)" }.joined(separator: ", ") + ".",
            width: width)
        return lines
    }

    private static func command(_ spec: CommandSpec, width: Int) -> [String] {
        var lines = TextWrapper.hanging("Usage: \(spec.invocation) ", words: spec.usageParts, width: width)
        lines += [""] + TextWrapper.hanging("", spec.summary, width: width)
        if !spec.flags.isEmpty {
            let column = spec.flags.map(\.synopsis.count).max() ?? 0
            lines += ["", "Flags:"]
            lines += spec.flags.flatMap {
                TextWrapper.hanging("  \(pad($0.synopsis, to: column))  ", $0.help, width: width)
            }
            lines += TextWrapper.hanging("  \(pad("-h, --help", to: column))  ", "Show this help.", width: width)
        }
        return lines
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
