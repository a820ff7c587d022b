/// One flag a command accepts, as its ``CommandSpec`` lists it.
///
/// A flag with a ``valueName`` takes a value (`--limit 5` or `--limit=5`); one without is a switch.
struct FlagSpec: Sendable, Equatable {
    /// The long name, without the dashes (`limit`).
    let name: String
    /// The one-letter name, when there is one (`h` for `-h`).
    let short: Character?
    /// What the value is called in help (`N`), or `nil` for a switch.
    let valueName: String?
    /// One line of help.
    let help: String

    init(_ name: String, short: Character? = nil, value valueName: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
    }

    /// Whether the flag takes a value.
    var takesValue: Bool { valueName != nil }

    /// The flag as a usage line shows it: `--limit N`.
    var usageForm: String {
        "--\(name)" + (valueName.map { " \($0)" } ?? "")
    }

    /// The flag as help lists it, with its one-letter name: `-v, --verbose`.
    var synopsis: String {
        (short.map { "-\($0), " } ?? "") + usageForm
    }
}
