import DI
import Domain

/// Registers what every layer shares: the configuration, the logger, the clock and the file locations.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `AppConfiguration.self` | singleton | the configuration given |
/// | `FileLocations.self` | singleton | the cache and config files of that configuration |
/// | `(any Logger).self` | singleton | a ``StreamLogger`` on standard error at the configured level, or a ``DiscardingLogger`` |
/// | `(any WallClock).self` | singleton | the system clock |
public struct InfrastructureAssembly: ServiceAssembly {
    private let configuration: AppConfiguration

    /// Creates the assembly for `configuration`.
    public init(configuration: AppConfiguration) {
        self.configuration = configuration
    }

    /// Registers the configuration, the file locations, the logger and the clock.
    public func assemble(container: Container) {
        let configuration = self.configuration
        container.register(AppConfiguration.self, scope: .singleton) { _ in configuration }
        container.autoregister(FileLocations.self, scope: .singleton, initializer: FileLocations.init(configuration:))
        container.autoregister((any Logger).self, scope: .singleton) {
            (configuration: AppConfiguration) -> any Logger in
            switch configuration.logDestination {
            case .standardError: StreamLogger(minimumLevel: configuration.logLevel)
            case .discarded: DiscardingLogger()
            }
        }
        // Live: a test build refuses the wall clock unless an override gives it a fixed one.
        container.register((any WallClock).self, scope: .singleton) { _ in SystemWallClock() }.liveOnly()
    }
}
