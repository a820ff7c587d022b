import DIAssemblies
import Foundation
import Testing

@testable import FeedApp

@Suite("Parsing the command line")
struct ArgumentParserTests {
    struct Valid: Sendable, CustomStringConvertible {
        let arguments: [String]
        let command: Command
        var flags = ConfigurationFlags()
        var description: String { arguments.joined(separator: " ") }
    }

    static let valid: [Valid] = [
        Valid(arguments: [], command: .sample(DisplayOptions()), flags: ConfigurationFlags(environment: .preview)),
        Valid(
            arguments: ["--json", "--limit", "3"], command: .sample(DisplayOptions(json: true, limit: 3)),
            flags: ConfigurationFlags(environment: .preview)),
        Valid(arguments: ["read"], command: .read(ReadRequest())),
        Valid(
            arguments: ["read", "https://a.org/feed", "b.xml", "--limit=2", "--json"],
            command: .read(
                ReadRequest(addresses: ["https://a.org/feed", "b.xml"], display: DisplayOptions(json: true, limit: 2)))),
        Valid(
            arguments: ["read", "--offline", "--timeout", "5", "--env", "development", "-v"],
            command: .read(ReadRequest()),
            flags: ConfigurationFlags(environment: .development, timeoutSeconds: 5, isOffline: true, logLevel: .debug)),
        Valid(
            arguments: ["read", "--cache", "/tmp/c", "--config=/tmp/k", "--quiet"], command: .read(ReadRequest()),
            flags: ConfigurationFlags(
                cacheDirectory: URL(fileURLWithPath: "/tmp/c", isDirectory: true),
                configDirectory: URL(fileURLWithPath: "/tmp/k", isDirectory: true), logLevel: .error)),
        Valid(
            arguments: ["read", "--images", "pics"],
            command: .read(ReadRequest(imagesDirectory: URL(fileURLWithPath: "/work/pics", isDirectory: true)))),
        Valid(arguments: ["read", "--", "--odd-name.xml"], command: .read(ReadRequest(addresses: ["--odd-name.xml"]))),
        Valid(arguments: ["cache", "info"], command: .cacheInfo),
        Valid(arguments: ["cache", "clear"], command: .cacheClear),
        Valid(arguments: ["graph"], command: .graph(.tree)),
        Valid(arguments: ["graph", "--format", "dot"], command: .graph(.dot)),
        Valid(arguments: ["graph", "--format=mermaid"], command: .graph(.mermaid)),
        Valid(arguments: ["validate"], command: .validate),
        Valid(arguments: ["add", "https://a.org/feed"], command: .add(AddRequest(address: "https://a.org/feed"))),
        Valid(
            arguments: ["add", "https://a.org/feed", "--title", "A", "--no-check"],
            command: .add(AddRequest(address: "https://a.org/feed", title: "A", skipsCheck: true))),
        Valid(arguments: ["remove", "Swift Blog"], command: .remove("Swift Blog")),
        Valid(arguments: ["list"], command: .list(json: false)),
        Valid(arguments: ["list", "--json"], command: .list(json: true)),
        Valid(arguments: ["import", "subs.opml"], command: .importList(path: "subs.opml")),
        Valid(arguments: ["export"], command: .export),
        Valid(arguments: ["--version"], command: .version),
        Valid(arguments: ["--help"], command: .help(CommandTable.bare)),
        Valid(arguments: ["-h"], command: .help(CommandTable.bare)),
        Valid(arguments: ["help"], command: .help(CommandTable.bare)),
        Valid(arguments: ["help", "read"], command: .help(CommandTable.command(named: "read") ?? CommandTable.bare)),
        Valid(arguments: ["read", "--help"], command: .help(CommandTable.command(named: "read") ?? CommandTable.bare)),
        Valid(arguments: ["add", "-h"], command: .help(CommandTable.command(named: "add") ?? CommandTable.bare)),
    ]

    @Test("accepts every documented form", arguments: valid)
    func acceptsValidLine(_ line: Valid) throws {
        let invocation = try parse(line.arguments)

        #expect(invocation.command == line.command)
        #expect(invocation.flags == line.flags)
    }

    static let invalid: [(arguments: [String], message: String, usage: String)] = [
        (["fetch"], "unknown command \"fetch\"", "feed [--json]"),
        (["read", "--jsn"], "unknown flag --jsn for feed read", "feed read [URL|PATH ...]"),
        (["read", "-x"], "unknown flag -x for feed read", "feed read"),
        (["read", "--limit"], "--limit needs a value (N)", "feed read"),
        (["read", "--limit", "0"], "invalid value \"0\" for --limit; expected a whole number ≥ 1", "feed read"),
        (["read", "--limit=ten"], "invalid value \"ten\" for --limit", "feed read"),
        (["read", "--timeout", "0.5"], "invalid value \"0.5\" for --timeout; expected whole seconds ≥ 1", "feed read"),
        (["read", "--env", "staging"], "invalid value \"staging\" for --env", "feed read"),
        (["read", "--json=yes"], "--json takes no value", "feed read"),
        (["read", "--verbose", "--quiet"], "--verbose and --quiet cannot be used together", "feed read"),
        (["read", "--version"], "unknown flag --version for feed read", "feed read"),
        (["cache"], "feed cache needs info or clear", "feed cache info|clear"),
        (["cache", "purge"], "unknown feed cache action \"purge\"", "feed cache info|clear"),
        (["graph", "--format", "svg"], "invalid value \"svg\" for --format", "feed graph"),
        (["add"], "feed add needs URL", "feed add URL"),
        (["add", "a", "b"], "unexpected argument \"b\"", "feed add URL"),
        (["validate", "now"], "unexpected argument \"now\"", "feed validate"),
        (["list", "--offline"], "unknown flag --offline for feed list", "feed list"),
        (["help", "fetch"], "unknown command \"fetch\"", "feed help"),
    ]

    @Test("rejects a wrong line, saying which part is wrong and showing the usage line", arguments: invalid)
    func rejectsInvalidLine(_ arguments: [String], message: String, usage: String) {
        #expect {
            try parse(arguments)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return error.message.contains(message) && error.usage.hasPrefix(usage)
                && error.description.contains("Usage: \(error.usage)")
        }
    }

    @Test("a usage line lists the command's positionals and flags")
    func usageLine() {
        let read = CommandTable.command(named: "read")

        #expect(
            read?.usage.hasPrefix("feed read [URL|PATH ...] [--json] [--limit N] [--offline] [--timeout SECONDS]")
                == true)
    }

    // MARK: - Helpers

    private func parse(_ arguments: [String]) throws -> Invocation {
        try InvocationBuilder(workingDirectory: URL(fileURLWithPath: "/work", isDirectory: true))
            .build(ArgumentParser().parse(arguments))
    }
}
