#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A command line split against a command's spec: its flags and other values, not yet typed.
struct ParsedArguments: Sendable, Equatable {
    /// The command the line names.
    let spec: CommandSpec
    /// The folder relative paths on the line are resolved against.
    let workingDirectory: URL
    /// The values of the flags that take one, by long name; the last one given wins.
    var values: [String: String] = [:]
    /// The switches given, by long name.
    var switches: Set<String> = []
    /// The values that are not flags, in order.
    var positionals: [String] = []
    /// Whether `--help`, `-h` or `feed help` asked for the command's help.
    var wantsHelp = false
    /// Whether `--version` was given.
    var wantsVersion = false

    init(spec: CommandSpec, workingDirectory: URL) {
        self.spec = spec
        self.workingDirectory = workingDirectory
    }

    /// Whether `flag` (a switch) was given.
    func has(_ flag: FlagSpec) -> Bool { switches.contains(flag.name) }

    /// The value given for `flag`, as typed.
    func value(_ flag: FlagSpec) -> String? { values[flag.name] }

    /// The folder `flag` names, `~` expanded and relative to ``workingDirectory``.
    func directory(_ flag: FlagSpec) -> URL? {
        value(flag).map { path in
            let expanded = HomeFolder.expandingTilde(in: path)
            return URL(fileURLWithPath: expanded, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL
        }
    }

    /// The whole number ≥ 1 given for `flag`.
    ///
    /// - Throws: ``UsageError`` when the value is not one.
    func positiveInteger(_ flag: FlagSpec, expected: String) throws(UsageError) -> Int? {
        guard let text = value(flag) else { return nil }
        guard let number = Int(text), number >= 1 else { throw invalid(flag, value: text, expected: expected) }
        return number
    }

    /// The value of `flag` as one of `Choice`'s cases.
    ///
    /// - Throws: ``UsageError`` listing the accepted values when it is none of them.
    func choice<Choice: RawRepresentable & CaseIterable>(_ flag: FlagSpec, as type: Choice.Type) throws(UsageError)
        -> Choice?
    where Choice.RawValue == String {
        guard let text = value(flag) else { return nil }
        guard let chosen = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw invalid(flag, value: text, expected: expected)
        }
        return chosen
    }

    /// The usage error for `value`, given for `flag`, when `expected` is what is accepted.
    func invalid(_ flag: FlagSpec, value: String, expected: String) -> UsageError {
        UsageError("invalid value \"\(value)\" for --\(flag.name); expected \(expected)", spec: spec)
    }
}
