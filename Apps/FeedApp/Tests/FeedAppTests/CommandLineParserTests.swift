import DIAssemblies
import Foundation
import Testing

@testable import FeedApp

@Suite("Parsing the command line")
struct ArgumentParserTests {
    @Test("bare feed shows the sample in the preview environment, with its display flags")
    func bare() throws {
        #expect(try options(SampleCommand.self, []) == DisplayOptions())
        #expect(try options(SampleCommand.self, ["--json", "--limit", "3"]) == DisplayOptions(json: true, limit: 3))
        #expect(try flags([]) == ConfigurationFlags(environment: .preview))
        #expect(try flags(["--verbose"]) == ConfigurationFlags(environment: .preview, logLevel: .debug))
    }

    @Test("read takes addresses, display flags, an images folder and -- before odd names")
    func read() throws {
        #expect(try options(ReadCommand.self, ["read"]) == ReadCommand.Options())
        #expect(
            try options(ReadCommand.self, ["read", "https://a.org/feed", "b.xml", "--limit=2", "--json"])
                == ReadCommand.Options(
                    addresses: ["https://a.org/feed", "b.xml"], display: DisplayOptions(json: true, limit: 2)))
        #expect(
            try options(ReadCommand.self, ["read", "--images", "pics"])
                == ReadCommand.Options(imagesDirectory: URL(fileURLWithPath: "/work/pics", isDirectory: true)))
        #expect(
            try options(ReadCommand.self, ["read", "--", "--odd-name.xml"])
                == ReadCommand.Options(addresses: ["--odd-name.xml"]))
    }

    @Test("configuration flags are typed: environment, folders, timeout, offline and log level")
    func configuration() throws {
        #expect(
            try flags(["read", "--offline", "--timeout", "5", "--env", "development", "-v"])
                == ConfigurationFlags(environment: .development, timeoutSeconds: 5, isOffline: true, logLevel: .debug))
        #expect(
            try flags(["read", "--cache", "/tmp/c", "--config=/tmp/k", "--quiet"])
                == ConfigurationFlags(
                    cacheDirectory: URL(fileURLWithPath: "/tmp/c", isDirectory: true),
                    configDirectory: URL(fileURLWithPath: "/tmp/k", isDirectory: true), logLevel: .error))
    }

    @Test("the other commands read their arguments and flags")
    func otherCommands() throws {
        #expect(try options(CacheCommand.self, ["cache", "info"]) == .info)
        #expect(try options(CacheCommand.self, ["cache", "clear"]) == .clear)
        #expect(try options(GraphCommand.self, ["graph"]) == .tree)
        #expect(try options(GraphCommand.self, ["graph", "--format", "dot"]) == .dot)
        #expect(try options(GraphCommand.self, ["graph", "--format=mermaid"]) == .mermaid)
        #expect(try options(ValidateCommand.self, ["validate"]) == NoOptions())
        #expect(
            try options(AddCommand.self, ["add", "https://a.org/feed"])
                == AddCommand.Options(address: "https://a.org/feed"))
        #expect(
            try options(AddCommand.self, ["add", "https://a.org/feed", "--title", "A", "--no-check"])
                == AddCommand.Options(address: "https://a.org/feed", title: "A", skipsCheck: true))
        #expect(try options(RemoveCommand.self, ["remove", "Swift Blog"]) == "Swift Blog")
        #expect(try options(ListCommand.self, ["list"]) == false)
        #expect(try options(ListCommand.self, ["list", "--json"]) == true)
        #expect(try options(ImportCommand.self, ["import", "subs.opml"]) == "subs.opml")
        #expect(try options(ExportCommand.self, ["export"]) == NoOptions())
    }

    @Test(
        "--help, -h and feed help ask for the help of the command named",
        arguments: [
            (["--help"], ""), (["-h"], ""), (["help"], ""), (["help", "read"], "read"), (["read", "--help"], "read"),
            (["add", "-h"], "add"),
        ])
    func help(arguments: [String], command: String) throws {
        let line = try parse(arguments)

        #expect(line.wantsHelp)
        #expect(line.spec.name == command)
    }

    @Test("flags go anywhere: before the command, its value never taken for the command")
    func flagsBeforeTheCommand() throws {
        #expect(
            try options(ReadCommand.self, ["--verbose", "read", "https://a.org/feed"])
                == ReadCommand.Options(addresses: ["https://a.org/feed"]))
        #expect(
            try flags(["--cache", "/tmp/c", "-q", "list"])
                == ConfigurationFlags(
                    cacheDirectory: URL(fileURLWithPath: "/tmp/c", isDirectory: true), logLevel: .error))
        #expect(try options(SampleCommand.self, ["--limit", "3"]) == DisplayOptions(limit: 3))
        #expect(try flags(["read", "--max-size", "4096"]) == ConfigurationFlags(maxResponseBytes: 4096))
    }

    @Test("--version is bare feed's")
    func version() throws {
        #expect(try parse(["--version"]).wantsVersion)
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
        (["read", "--jobs", "0"], "invalid value \"0\" for --jobs; expected a whole number from 1 to 64", "feed read"),
        (["read", "--jobs", "65"], "invalid value \"65\" for --jobs", "feed read"),
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
            let line = try parse(arguments)
            _ = try CommandList.command(for: line.spec)?.options(from: line)
            _ = try ConfigurationFlags(line)
        } throws: { error in
            guard let error = error as? UsageError else { return false }
            return error.message.contains(message) && error.usage.hasPrefix(usage)
                && error.description.contains("Usage: \(error.usage)")
        }
    }

    @Test("a usage line lists the command's positionals and flags")
    func usageLine() {
        let read = ReadCommand.spec

        #expect(
            read.usage.hasPrefix(
                "feed read [URL|PATH ...] [--json] [--limit N] [--offline] [--refresh] [--timeout SECONDS]")
        )
    }

    // MARK: - Helpers

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try CommandLineParser(workingDirectory: URL(fileURLWithPath: "/work", isDirectory: true)).parse(arguments)
    }

    private func options<Command: FeedCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command.Options {
        let line = try parse(arguments)
        try #require(line.spec.name == Command.spec.name)
        return try Command.options(from: line)
    }

    private func flags(_ arguments: [String]) throws -> ConfigurationFlags {
        try ConfigurationFlags(parse(arguments))
    }
}
