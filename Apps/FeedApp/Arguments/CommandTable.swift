/// The table every command line is parsed against: each command, what it takes and its flags.
enum CommandTable {
    static let json = FlagSpec("json", value: nil, help: "Print one JSON document instead of text.")
    static let limit = FlagSpec("limit", value: "N", help: "Show at most N items per feed (N ≥ 1).")
    static let offline = FlagSpec("offline", help: "Read from the cache only; never use the network.")
    static let timeout = FlagSpec("timeout", value: "SECONDS", help: "Give each request this long (whole seconds ≥ 1).")
    static let cache = FlagSpec("cache", value: "DIR", help: "Keep the offline cache in DIR.")
    static let images = FlagSpec("images", value: "DIR", help: "Save each item's image into DIR.")
    static let environment = FlagSpec(
        "env", value: "production|development|preview", help: "Run with that environment's defaults.")
    static let verbose = FlagSpec("verbose", short: "v", help: "Log every step on stderr.")
    static let quiet = FlagSpec("quiet", short: "q", help: "Log only errors on stderr.")
    static let config = FlagSpec("config", value: "DIR", help: "Keep the subscription list in DIR.")
    static let format = FlagSpec("format", value: "tree|dot|mermaid|json", help: "The graph's format (tree).")
    static let title = FlagSpec("title", value: "T", help: "The title to show instead of the feed's own.")
    static let noCheck = FlagSpec("no-check", help: "Add the feed without reading it first.")

    /// The flags every command that builds the app accepts.
    static let common = [environment, cache, config, verbose, quiet]

    /// The flags of `feed read` (and bare `feed`, which reads the sample).
    static let reading = [json, limit, offline, timeout, images]

    /// Every command, bare `feed` first.
    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "", summary: "Show the bundled sample feed through the full chain (preview environment).",
            positionals: .none, flags: [json, limit, verbose, quiet]),
        CommandSpec(
            name: "read", summary: "Read feeds (http(s) URLs, file URLs or paths); with none, every subscription.",
            positionals: .zeroOrMore("URL|PATH"), flags: reading + common),
        CommandSpec(
            name: "cache", summary: "Show what is cached (info) or remove it (clear).",
            positionals: .choice(["info", "clear"]), flags: common),
        CommandSpec(
            name: "graph", summary: "Print the app's dependency graph.", positionals: .none, flags: [format] + common),
        CommandSpec(
            name: "validate", summary: "Check the app's container; list the problems if it is broken.",
            positionals: .none, flags: common),
        CommandSpec(
            name: "add", summary: "Subscribe to a feed (read once to check it, unless --no-check).",
            positionals: .one("URL"), flags: [title, noCheck, timeout] + common),
        CommandSpec(
            name: "remove", summary: "Unsubscribe from a feed, by URL or title.", positionals: .one("URL|TITLE"),
            flags: common),
        CommandSpec(
            name: "list", summary: "List subscriptions: title, URL, last read, items in the cache.",
            positionals: .none, flags: [json] + common),
        CommandSpec(
            name: "import", summary: "Add the subscriptions of an OPML file; duplicates are skipped.",
            positionals: .one("FILE.opml"), flags: common),
        CommandSpec(
            name: "export", summary: "Print the subscriptions as OPML 2.0.", positionals: .none, flags: common),
        CommandSpec(
            name: "help", summary: "Show help for feed or one of its commands.", positionals: .optional("COMMAND"),
            flags: []),
    ]

    /// Bare `feed`.
    static var bare: CommandSpec { commands[0] }

    /// The command named `name`, if there is one.
    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name && !name.isEmpty }
    }
}
