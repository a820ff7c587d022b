#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Splits a command line against the commands' specs: `--flag value`, `--flag=value`, `-x`, and `--` to end flags.
///
/// It knows the shape of the line and checks its arguments' count; each command types its own values
/// (``FeedCommand/options(from:)``). `feed help [COMMAND]` comes back as that command's line asking for help.
struct CommandLineParser: Sendable {
    /// The folder relative paths are resolved against.
    let workingDirectory: URL
    /// The commands a line may name; the one with an empty name is bare `feed`.
    var specs: [CommandSpec] = CommandList.specs

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` naming the unknown command or flag, the flag missing its value, or the
    ///   argument missing or too many.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var remaining = commandFirst(arguments)[...]
        let bare = specs.first { $0.name.isEmpty } ?? CommandList.help
        var spec = bare
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let named = command(named: first) else {
                throw UsageError("unknown command \"\(first)\"", spec: bare)
            }
            spec = named
            remaining = remaining.dropFirst()
        }
        var parsed = ParsedArguments(spec: spec, workingDirectory: workingDirectory)
        var onlyPositionals = false
        while let argument = remaining.popFirst() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if argument.hasPrefix("--") {
                try parseLong(argument, rest: &remaining, into: &parsed)
            } else {
                try parseShort(argument, into: &parsed)
            }
        }
        if spec.name == CommandList.help.name && !parsed.wantsHelp {
            return try helpTopic(parsed, bare: bare)
        }
        if !parsed.wantsHelp && !parsed.wantsVersion { try checkPositionals(parsed) }
        return parsed
    }

    /// `arguments` with the command's name first when flags come before it (`feed --verbose read URL`),
    /// so a flag is accepted anywhere on the line. A flag's value is never taken for the command.
    private func commandFirst(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return arguments }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard index > 0 else { return arguments }
                return [argument] + arguments[..<index] + arguments[(index + 1)...]
            }
            if argument.hasPrefix("--"), !argument.contains("="), takesValue(String(argument.dropFirst(2))) {
                index += 1
            }
            index += 1
        }
        return arguments
    }

    /// Whether any command's flag named `name` takes a value.
    private func takesValue(_ name: String) -> Bool {
        specs.contains { $0.flag(named: name)?.takesValue == true }
    }

    private func command(named name: String) -> CommandSpec? {
        name.isEmpty ? nil : specs.first { $0.name == name }
    }

    /// `feed help [COMMAND]`: the line of that command (bare `feed` when none) asking for its help.
    private func helpTopic(_ parsed: ParsedArguments, bare: CommandSpec) throws(UsageError) -> ParsedArguments {
        try checkPositionals(parsed)
        var topic = bare
        if let name = parsed.positionals.first {
            guard let named = command(named: name) else {
                throw UsageError("unknown command \"\(name)\"", spec: parsed.spec)
            }
            topic = named
        }
        var help = ParsedArguments(spec: topic, workingDirectory: workingDirectory)
        help.wantsHelp = true
        return help
    }

    private func checkPositionals(_ parsed: ParsedArguments) throws(UsageError) {
        let values = parsed.positionals
        let spec = parsed.spec
        switch spec.positionals {
        case .none:
            if let extra = values.first { throw UsageError("unexpected argument \"\(extra)\"", spec: spec) }
        case .zeroOrMore:
            return
        case .one(let name):
            if values.isEmpty { throw UsageError("\(spec.invocation) needs \(name)", spec: spec) }
            if values.count > 1 { throw UsageError("unexpected argument \"\(values[1])\"", spec: spec) }
        case .optional:
            if values.count > 1 { throw UsageError("unexpected argument \"\(values[1])\"", spec: spec) }
        case .choice(let words):
            let expected = words.joined(separator: " or ")
            guard let word = values.first else { throw UsageError("\(spec.invocation) needs \(expected)", spec: spec) }
            guard words.contains(word) else {
                throw UsageError("unknown \(spec.invocation) action \"\(word)\"; expected \(expected)", spec: spec)
            }
            if values.count > 1 { throw UsageError("unexpected argument \"\(values[1])\"", spec: spec) }
        }
    }

    private func parseLong(
        _ argument: String, rest: inout ArraySlice<String>, into parsed: inout ParsedArguments
    ) throws(UsageError) {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        let spec = parsed.spec
        if name == "help" || name == "version" {
            guard inlineValue == nil else { throw UsageError("--\(name) takes no value", spec: spec) }
            if name == "help" {
                parsed.wantsHelp = true
            } else if spec.name.isEmpty {
                parsed.wantsVersion = true
            } else {
                throw UsageError("unknown flag --version for \(spec.invocation)", spec: spec)
            }
            return
        }
        guard let flag = spec.flag(named: name) else {
            throw UsageError("unknown flag --\(name) for \(spec.invocation)", spec: spec)
        }
        guard flag.takesValue else {
            guard inlineValue == nil else { throw UsageError("--\(name) takes no value", spec: spec) }
            parsed.switches.insert(flag.name)
            return
        }
        if let inlineValue {
            parsed.values[flag.name] = inlineValue
        } else if let next = rest.popFirst() {
            parsed.values[flag.name] = next
        } else {
            throw UsageError("--\(name) needs a value (\(flag.valueName ?? "a value"))", spec: spec)
        }
    }

    private func parseShort(_ argument: String, into parsed: inout ParsedArguments) throws(UsageError) {
        let spec = parsed.spec
        for letter in argument.dropFirst() {
            if letter == "h" {
                parsed.wantsHelp = true
            } else if let flag = spec.flag(short: letter), !flag.takesValue {
                parsed.switches.insert(flag.name)
            } else {
                throw UsageError("unknown flag -\(letter) for \(spec.invocation)", spec: spec)
            }
        }
    }
}
