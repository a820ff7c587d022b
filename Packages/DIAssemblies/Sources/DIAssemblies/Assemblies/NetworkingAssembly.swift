import DI
import Domain
import FeedFormats
import Networking

/// Registers the transport and the format adapters.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `(any HTTPClient).self` | singleton | `CurlHTTPClient` with the configured deadline, size limit, CA file and `jobs` (requests and connections at once): one per command, so its connections are reused |
/// | `FileHTTPClient.self` | singleton | the file reader, with the same deadline and size limit |
/// | `(any FeedMapper).self` | singleton | `DetectingFeedMapper` (RSS, Atom, JSON Feed) |
/// | `(any SubscriptionListCodec).self` | singleton | `OPMLCodec` |
public struct NetworkingAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the HTTP and file clients (live only: a test build refuses them unless overridden), the feed
    /// mapper and the subscription list codec.
    public func assemble(container: Container) {
        container.autoregister((any HTTPClient).self, scope: .singleton) {
            (configuration: AppConfiguration) -> any HTTPClient in
            let http = HTTPClientConfiguration(
                timeoutSeconds: configuration.timeoutSeconds, maxResponseBytes: configuration.maxResponseBytes,
                userAgent: AppVersion.userAgent, maxConcurrentRequests: configuration.jobs, caFile: configuration.caFile
            )
            return CurlHTTPClient(configuration: http)
        }
        .liveOnly()
        container.autoregister(FileHTTPClient.self, scope: .singleton) { (configuration: AppConfiguration) in
            FileHTTPClient(
                maxResponseBytes: configuration.maxResponseBytes, timeoutSeconds: configuration.timeoutSeconds)
        }
        .liveOnly()
        container.register((any FeedMapper).self, scope: .singleton) { _ in DetectingFeedMapper() }
        container.register((any SubscriptionListCodec).self, scope: .singleton) { _ in OPMLCodec() }
    }
}
