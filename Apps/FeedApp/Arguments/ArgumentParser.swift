/// Splits a command line against ``CommandTable``: `--flag value`, `--flag=value`, `-x`, and `--` to end flags.
///
/// It knows the shape of the line only; ``InvocationBuilder`` checks and types the values.
struct ArgumentParser: Sendable {
    let table: [CommandSpec]

    init(table: [CommandSpec] = CommandTable.commands) {
        self.table = table
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` naming the unknown command or flag, or the flag missing its value.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var remaining = arguments[...]
        let bare = table.first { $0.name.isEmpty } ?? CommandTable.bare
        var spec = bare
        if let first = remaining.first, !first.hasPrefix("-") {
            guard let named = table.first(where: { $0.name == first && !first.isEmpty }) else {
                throw UsageError("unknown command \"\(first)\"", spec: bare)
            }
            spec = named
            remaining = remaining.dropFirst()
        }
        var parsed = ParsedArguments(spec: spec)
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
        return parsed
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
