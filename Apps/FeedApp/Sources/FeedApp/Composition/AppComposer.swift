import DI
import DIAssemblies
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the commands are built from: one configuration, the app's container for it, the console and the
/// working directory.
///
/// Each command's ``FeedCommand/make(_:composer:)`` takes what that command needs from ``services()``, as
/// plain values, and hands it to the command's initializer; no command sees the container. The container is
/// built on first use, so a command that needs nothing from it (or a line that fails to parse) builds nothing.
final class AppComposer: Sendable {
    /// The configuration the container is built for.
    let configuration: AppConfiguration
    /// Where the commands write.
    let console: any Console
    /// The folder relative paths are resolved against.
    let workingDirectory: URL
    /// The process's environment variables, for the programs a command starts (`PATH`, `BROWSER`).
    let variables: [String: String]
    private let assemblies: [any ServiceAssembly]
    private let built = Mutex<AppServices?>(nil)

    /// Creates the composer of `assemblies`, which compose the app for `configuration`.
    init(
        configuration: AppConfiguration, assemblies: [any ServiceAssembly], console: any Console,
        workingDirectory: URL, variables: [String: String]
    ) {
        self.configuration = configuration
        self.assemblies = assemblies
        self.console = console
        self.workingDirectory = workingDirectory
        self.variables = variables
    }

    /// What the commands are built from, resolved from the app's container, validated: a mis-wired graph
    /// fails here with every problem and its path.
    ///
    /// - Throws: DI's validation error, or its resolution error.
    func services() throws -> AppServices {
        try built.withLock { built in
            if let built { return built }
            let container = try Assembler(assemblies).build()
            if configuration.logLevel == .debug { traceResolutions(of: container) }
            let services = try AppServices(container: container)
            built = services
            return services
        }
    }

    /// With `--verbose`, every resolution a command makes is written to the messages stream as it ends, in
    /// the logger's `debug:` form: what the app built or reused, how deep, and how long each took.
    private func traceResolutions(of container: Container) {
        let console = console
        container.traceResolutions { event in console.writeError("debug: resolved \(event)\n") }
    }

    /// The container as the assemblies leave it, not validated: for the commands that describe or check
    /// the graph itself, which must work when it is broken.
    ///
    /// - Throws: what an assembly's `loaded` hook throws.
    func unvalidatedContainer() throws -> Container {
        try Assembler(assemblies).build(validate: false)
    }
}
