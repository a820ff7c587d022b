import DI
import DIAssemblies
import Domain
import Foundation
import Presentation

/// The app's services, resolved from the container that `AppContainer` builds for the configuration.
///
/// Each service is resolved when a command asks for it, so a command that needs only the subscription
/// list never opens the cache. `feed graph` and `feed validate` go through the container's diagnostics.
public struct ContainerAppServices: AppServices {
    /// The configuration the container was built with.
    public let configuration: AppConfiguration
    /// The container's clock.
    public let clock: any WallClock
    /// The container's logger.
    public let logger: any Logger
    /// The bundled sample's address.
    public var sampleFeedURL: URL { BundledSampleFeed.url }

    private let container: Container
    private let workingDirectory: URL

    /// Wraps `container`, built for `configuration`.
    ///
    /// - Throws: the container's `ResolutionError` when the clock or the logger cannot be resolved.
    public init(container: Container, configuration: AppConfiguration, workingDirectory: URL) throws {
        self.container = container
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        clock = try container.resolve((any WallClock).self)
        logger = try container.resolve((any Logger).self)
    }

    /// Builds the configuration from `variables` and `flags`, then the app's container for it.
    ///
    /// - Throws: `AppConfiguration.InvalidValue` for a value the app does not accept, or the composition's
    ///   error when the container cannot be built.
    public static func make(
        variables: [String: String], flags: ConfigurationFlags, workingDirectory: URL
    ) throws -> any AppServices {
        let configuration = try AppConfiguration.resolve(environment: variables, flags: flags)
        let container = try AppContainer.build(configuration: configuration)
        return try ContainerAppServices(
            container: container, configuration: configuration, workingDirectory: workingDirectory)
    }

    /// The URL `argument` names, through DIAssemblies' ``FeedAddress``.
    public func address(of argument: String) throws -> URL {
        try FeedAddress.url(from: argument, currentDirectory: workingDirectory)
    }

    /// The loader of `url`: the container's chain for this configuration (file, offline or online).
    public func feedLoader(for url: URL) throws -> any FeedLoader {
        try container.resolve((any FeedLoader).self, argument: url)
    }

    /// The container's presenter for `url`.
    public func presenter(for url: URL) throws -> FeedPresenter {
        try container.resolve(FeedPresenter.self, argument: url)
    }

    /// The container's image loader.
    public func imageLoader() throws -> any ImageDataLoader {
        try container.resolve((any ImageDataLoader).self)
    }

    /// The container's cache maintenance.
    public func cacheMaintenance() throws -> any FeedCacheMaintenance {
        try container.resolve((any FeedCacheMaintenance).self)
    }

    /// The container's subscription store.
    public func subscriptionStore() throws -> any SubscriptionStore {
        try container.resolve((any SubscriptionStore).self)
    }

    /// The container's OPML codec.
    public func subscriptionCodec() throws -> any SubscriptionListCodec {
        try container.resolve((any SubscriptionListCodec).self)
    }

    /// The container's dependency graph: its tree, or DI's DOT, Mermaid or JSON export.
    public func dependencyGraph(format: GraphFormat) -> String {
        switch format {
        case .tree: container.dependencyTree()
        case .dot: container.graph(format: .dot)
        case .mermaid: container.graph(format: .mermaid)
        case .json: container.graph(format: .json)
        }
    }

    /// The problems DI's whole-graph validation finds, each with its resolution path.
    public func validationProblems() -> [String] {
        container.validationProblems().map(\.description)
    }
}
