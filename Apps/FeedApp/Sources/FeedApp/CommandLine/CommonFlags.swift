/// The flags several commands share; each command lists the ones it accepts in its ``CommandSpec``.
enum CommonFlags {
    static let json = FlagSpec("json", help: "Print one JSON document instead of text.")
    static let limit = FlagSpec("limit", value: "N", help: "Show at most N items per feed (N ≥ 1).")
    static let new = FlagSpec("new", help: "Show only the items this read is the first to see.")
    static let unread = FlagSpec("unread", help: "Show only the items not marked read.")
    static let long = FlagSpec("long", help: "Show each item's link and the first lines of its summary.")
    static let offline = FlagSpec("offline", help: "Read from the cache only; never use the network.")
    static let refresh = FlagSpec(
        "refresh", help: "Ask the servers now, however recently a feed was saved (30 minutes by default).")
    static let timeout = FlagSpec("timeout", value: "SECONDS", help: "Give each request this long (whole seconds ≥ 1).")
    static let maxSize = FlagSpec(
        "max-size", value: "BYTES", help: "Read at most BYTES of a feed (10485760, 10 MiB, by default).")
    static let caFile = FlagSpec(
        "ca-file", value: "PATH", help: "Trust the CA certificates in PATH (PEM) besides the system's.")
    static let cache = FlagSpec("cache", value: "DIR", help: "Keep the offline cache in DIR.")
    static let environment = FlagSpec(
        "env", value: "production|development|preview", help: "Run with that environment's defaults.")
    static let verbose = FlagSpec("verbose", short: "v", help: "Log every step on stderr.")
    static let quiet = FlagSpec("quiet", short: "q", help: "Log only errors on stderr.")
    static let config = FlagSpec("config", value: "DIR", help: "Keep the subscription list in DIR.")

    static let color = FlagSpec(
        "color", value: "auto|always|never",
        help:
            "Colour titles, new items, warnings and errors: on a terminal unless NO_COLOR is set (auto), always or never."
    )

    /// The flags every command that builds the app accepts: where its files are, how much it logs and
    /// whether it colours.
    static let configuration = [environment, cache, config, verbose, quiet, color]
}
