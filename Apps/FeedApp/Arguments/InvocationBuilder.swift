import DIAssemblies
import Domain
import Foundation

/// Turns parsed arguments into an ``Invocation``, checking every value.
struct InvocationBuilder: Sendable {
    /// The folder relative paths are resolved against.
    let workingDirectory: URL

    /// The invocation `parsed` describes.
    ///
    /// - Throws: ``UsageError`` naming the flag or value that is not accepted.
    func build(_ parsed: ParsedArguments) throws(UsageError) -> Invocation {
        let spec = parsed.spec
        if parsed.wantsHelp { return Invocation(command: .help(spec), flags: ConfigurationFlags()) }
        if parsed.wantsVersion { return Invocation(command: .version, flags: ConfigurationFlags()) }
        try checkPositionals(parsed)
        var flags = try configurationFlags(parsed)
        let command: Command
        switch spec.name {
        case "":
            flags.environment = .preview
            command = .sample(try display(parsed))
        case "read":
            let images = parsed.values["images"].map { directory($0) }
            command = .read(
                ReadRequest(addresses: parsed.positionals, display: try display(parsed), imagesDirectory: images))
        case "cache":
            command = parsed.positionals.first == "clear" ? .cacheClear : .cacheInfo
        case "graph":
            command = .graph(try graphFormat(parsed))
        case "validate":
            command = .validate
        case "add":
            let request = AddRequest(
                address: parsed.positionals.first ?? "", title: parsed.values["title"],
                skipsCheck: parsed.has("no-check"))
            command = .add(request)
        case "remove":
            command = .remove(parsed.positionals.first ?? "")
        case "list":
            command = .list(json: parsed.has("json"))
        case "import":
            command = .importList(path: parsed.positionals.first ?? "")
        case "export":
            command = .export
        default:
            let topic = parsed.positionals.first
            guard let topic else { return Invocation(command: .help(CommandTable.bare), flags: flags) }
            guard let named = CommandTable.command(named: topic) else {
                throw UsageError("unknown command \"\(topic)\"", spec: spec)
            }
            command = .help(named)
        }
        return Invocation(command: command, flags: flags)
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

    private func configurationFlags(_ parsed: ParsedArguments) throws(UsageError) -> ConfigurationFlags {
        var flags = ConfigurationFlags()
        if let name = parsed.values["env"] {
            guard let environment = AppEnvironment(rawValue: name) else {
                throw UsageError(
                    badValue(name, for: "env", expected: "production, development or preview"), spec: parsed.spec)
            }
            flags.environment = environment
        }
        flags.cacheDirectory = parsed.values["cache"].map { directory($0) }
        flags.configDirectory = parsed.values["config"].map { directory($0) }
        if let seconds = parsed.values["timeout"] {
            flags.timeoutSeconds = try positiveInteger(seconds, for: "timeout", parsed, expected: "whole seconds ≥ 1")
        }
        if parsed.has("offline") { flags.isOffline = true }
        if parsed.has("verbose") && parsed.has("quiet") {
            throw UsageError("--verbose and --quiet cannot be used together", spec: parsed.spec)
        }
        if parsed.has("verbose") { flags.logLevel = .debug }
        if parsed.has("quiet") { flags.logLevel = .error }
        return flags
    }

    private func display(_ parsed: ParsedArguments) throws(UsageError) -> DisplayOptions {
        var options = DisplayOptions(json: parsed.has("json"))
        if let limit = parsed.values["limit"] {
            options.limit = try positiveInteger(limit, for: "limit", parsed, expected: "a whole number ≥ 1")
        }
        return options
    }

    private func graphFormat(_ parsed: ParsedArguments) throws(UsageError) -> GraphFormat {
        guard let name = parsed.values["format"] else { return .tree }
        guard let format = GraphFormat(rawValue: name) else {
            throw UsageError(badValue(name, for: "format", expected: "tree, dot, mermaid or json"), spec: parsed.spec)
        }
        return format
    }

    private func positiveInteger(
        _ text: String, for flag: String, _ parsed: ParsedArguments, expected: String
    ) throws(UsageError) -> Int {
        guard let value = Int(text), value >= 1 else {
            throw UsageError(badValue(text, for: flag, expected: expected), spec: parsed.spec)
        }
        return value
    }

    private func badValue(_ value: String, for flag: String, expected: String) -> String {
        "invalid value \"\(value)\" for --\(flag); expected \(expected)"
    }

    private func directory(_ path: String) -> URL {
        let expanded = NSString(string: path).expandingTildeInPath
        return URL(fileURLWithPath: expanded, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL
    }
}
