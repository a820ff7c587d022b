/// A command line split against the table: the command, its flags and its other values, not yet typed.
struct ParsedArguments: Sendable, Equatable {
    /// The command the line names.
    let spec: CommandSpec
    /// The values of the flags that take one, by long name; the last one given wins.
    var values: [String: String] = [:]
    /// The switches given, by long name.
    var switches: Set<String> = []
    /// The values that are not flags, in order.
    var positionals: [String] = []
    /// Whether `--help` (or `-h`) was given.
    var wantsHelp = false
    /// Whether `--version` was given.
    var wantsVersion = false

    init(spec: CommandSpec) {
        self.spec = spec
    }

    /// Whether the switch named `name` was given.
    func has(_ name: String) -> Bool { switches.contains(name) }
}
