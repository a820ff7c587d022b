import DIAssemblies
import Domain
import Foundation
import Presentation

/// Everything the commands need from the composition, so each command can be tested with fakes.
///
/// The app's real one, ``ContainerAppServices``, resolves each service from the container DIAssemblies
/// builds; tests give their own. Methods that build something throw when the composition cannot.
///
/// - Threading: `Sendable`; called from any task.
public protocol AppServices: Sendable {
    /// The configuration the services were built with (cache and config folders, environment, ...).
    var configuration: AppConfiguration { get }
    /// Tells "now", for relative dates and cache pruning.
    var clock: any WallClock { get }
    /// Where the app's log lines go (stderr, at the configured level).
    var logger: any Logger { get }
    /// The address of the bundled sample feed that bare `feed` shows.
    var sampleFeedURL: URL { get }

    /// The URL a command-line argument names: an http(s) URL, a file URL or a path.
    ///
    /// - Throws: ``FeedLoadingError/invalidAddress(_:)`` when it names nothing the reader can load.
    func address(of argument: String) throws -> URL
    /// The loader of the feed at `url`: remote, cached, with fallback, logged.
    func feedLoader(for url: URL) throws -> any FeedLoader
    /// The presenter of the feed at `url`.
    func presenter(for url: URL) throws -> FeedPresenter
    /// The image loader (cache first).
    func imageLoader() throws -> any ImageDataLoader
    /// The offline cache as a whole.
    func cacheMaintenance() throws -> any FeedCacheMaintenance
    /// The subscription list.
    func subscriptionStore() throws -> any SubscriptionStore
    /// The OPML reader and writer.
    func subscriptionCodec() throws -> any SubscriptionListCodec
    /// The app's dependency graph, as text in `format`.
    func dependencyGraph(format: GraphFormat) -> String
    /// The problems of the app's container, one line each with its resolution path; empty when it is sound.
    func validationProblems() -> [String]
}

/// Builds the services for the configuration flags of one command line.
///
/// - Throws: `AppConfiguration.InvalidValue` for a variable or flag value the app does not accept, or
///   any error the composition reports.
public typealias AppServicesFactory = @Sendable (ConfigurationFlags) throws -> any AppServices
