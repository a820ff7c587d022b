import DI
import DIAssemblies

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `feed` program without its process: parses a command line, composes the command and runs it.
///
/// Everything the process provides (stdout and stderr, the working directory, the variables, the
/// assemblies that compose the app) is injected, so every command is tested with fakes;
/// ``FeedCommandLine`` gives the real ones.
public struct FeedApplication: Sendable {
    /// The version `feed --version` prints, the one the User-Agent carries.
    public static var version: String { AppVersion.current }

    /// Gives the assemblies that compose the app for a configuration.
    public typealias Assemblies = @Sendable (AppConfiguration) -> [any ServiceAssembly]

    /// The console, cleaning what is written; without colour, for what is said before the line is read.
    private let console: any Console
    /// The console as given, which the line's colour choice wraps.
    private let standardConsole: any Console
    private let workingDirectory: URL
    private let variables: [String: String]
    private let assemblies: Assemblies

    /// Creates the program.
    ///
    /// - Parameters:
    ///   - console: Where output and messages go; everything written is cleaned of terminal controls first.
    ///   - workingDirectory: The folder relative paths are resolved against.
    ///   - variables: The environment variables (`FEED_ENV`, `FEED_LOG_LEVEL`, `HOME`, `XDG_*_HOME`, and
    ///     `PATH` and `BROWSER` for `feed open`).
    ///   - assemblies: The assemblies of the app for a configuration; `AppContainer`'s by default.
    public init(
        console: any Console, workingDirectory: URL, variables: [String: String],
        assemblies: @escaping Assemblies = AppContainer.assemblies(configuration:)
    ) {
        self.console = CleaningConsole(wrapped: console)
        self.standardConsole = console
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.assemblies = assemblies
    }

    /// Runs the command line `arguments` (without the program name) and returns how it ended.
    public func run(_ arguments: [String]) async -> ExitCode {
        let line: ParsedArguments
        do {
            line = try CommandLineParser(workingDirectory: workingDirectory).parse(arguments)
        } catch {
            console.writeError("\(error)\n")
            return .usage
        }
        if line.wantsHelp {
            console.write(HelpText.text(for: line.spec, width: console.width))
            return .success
        }
        if line.wantsVersion {
            console.write("feed \(Self.version)\n")
            return .success
        }
        guard let command = CommandList.command(for: line.spec) else {
            console.write(HelpText.text(for: line.spec, width: console.width))
            return .success
        }
        return await run(command, line)
    }

    private func run<Command: FeedCommand>(_ type: Command.Type, _ line: ParsedArguments) async -> ExitCode {
        let options: Command.Options
        let configuration: AppConfiguration
        let console: any Console
        // Long output on a terminal goes through a pager, beneath the colours, which it shows.
        let pager = OutputPaging.console(for: line, terminal: standardConsole, variables: variables)
        defer { pager?.finish() }
        do {
            options = try Command.options(from: line)
            // Colours are added beneath the cleaning, so they are the only codes that reach the terminal.
            console = CleaningConsole(
                wrapped: try ColorChoice(line).console(pager ?? standardConsole, variables: variables))
            configuration = try AppConfiguration.resolve(environment: variables, flags: ConfigurationFlags(line))
        } catch let error as UsageError {
            self.console.writeError("\(error)\n")
            return .usage
        } catch {
            self.console.writeError("feed: \(error)\n")
            return .usage
        }
        let composer = AppComposer(
            configuration: configuration, assemblies: assemblies(configuration), console: console,
            workingDirectory: workingDirectory, variables: variables)
        let command: Command
        do {
            command = try Command.make(options, composer: composer)
        } catch {
            console.writeError([
                StyledText("feed: the app could not start: \(error)", .error),
                StyledText("\nRun `feed validate` to list every problem.\n"),
            ])
            return .failure
        }
        return await command.run()
    }
}
