import DIAssemblies
import Foundation

/// The `feed` program without its process: parses a command line, builds the services and runs the command.
///
/// Everything the process provides (stdout and stderr, the working directory, the composition) is
/// injected, so every command is tested with fakes; ``FeedCommandLine`` gives the real ones.
public struct FeedApplication: Sendable {
    /// The version `feed --version` prints.
    public static let version = "0.1.0"

    private let console: any Console
    private let workingDirectory: URL
    private let makeServices: AppServicesFactory

    /// Creates the program.
    ///
    /// - Parameters:
    ///   - console: Where output and messages go.
    ///   - workingDirectory: The folder relative paths are resolved against.
    ///   - makeServices: Builds the services for the configuration flags of the command line.
    public init(console: any Console, workingDirectory: URL, makeServices: @escaping AppServicesFactory) {
        self.console = console
        self.workingDirectory = workingDirectory
        self.makeServices = makeServices
    }

    /// Runs the command line `arguments` (without the program name) and returns how it ended.
    public func run(_ arguments: [String]) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try InvocationBuilder(workingDirectory: workingDirectory).build(
                ArgumentParser().parse(arguments))
        } catch {
            console.writeError("\(error)\n")
            return .usage
        }
        switch invocation.command {
        case .help(let spec):
            console.write(HelpText.text(for: spec))
            return .success
        case .version:
            console.write("feed \(Self.version)\n")
            return .success
        default:
            break
        }
        let services: any AppServices
        do {
            services = try makeServices(invocation.flags)
        } catch let error as AppConfiguration.InvalidValue {
            console.writeError("feed: \(error)\n")
            return .usage
        } catch {
            console.writeError("feed: the app could not start: \(error)\n")
            return .failure
        }
        return await perform(invocation.command, with: services)
    }

    private func perform(_ command: Command, with services: any AppServices) async -> ExitCode {
        switch command {
        case .sample(let display): await ReadCommand(services: services, console: console).runSample(display)
        case .read(let request): await ReadCommand(services: services, console: console).run(request)
        case .cacheInfo: await CacheCommand(services: services, console: console).info()
        case .cacheClear: await CacheCommand(services: services, console: console).clear()
        case .graph(let format): DiagnosticsCommand(services: services, console: console).graph(format)
        case .validate: DiagnosticsCommand(services: services, console: console).validate()
        case .add(let request): await AddCommand(services: services, console: console).run(request)
        case .remove(let argument): await RemoveCommand(services: services, console: console).run(argument)
        case .list(let json): await ListCommand(services: services, console: console).run(json: json)
        case .importList(let path):
            await ImportCommand(services: services, console: console, workingDirectory: workingDirectory).run(path)
        case .export: await ExportCommand(services: services, console: console).run()
        case .help, .version: .success
        }
    }
}
