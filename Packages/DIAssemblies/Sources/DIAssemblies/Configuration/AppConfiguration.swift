import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything the composition needs to know about how the app should run.
///
/// Built by ``resolve(environment:flags:)`` from the defaults of an ``AppEnvironment``, then environment
/// variables (`FEED_ENV`, `FEED_LOG_LEVEL`, `XDG_CACHE_HOME`, `XDG_CONFIG_HOME`, `HOME`), then
/// command-line flags, later ones winning.
public struct AppConfiguration: Sendable, Equatable {
    /// The environment whose defaults were used.
    public var environment: AppEnvironment
    /// The folder of the offline cache (`$XDG_CACHE_HOME/feed` or `~/.cache/feed` by default).
    public var cacheDirectory: URL
    /// The folder of the subscription list (`$XDG_CONFIG_HOME/feed` or `~/.config/feed` by default).
    public var configDirectory: URL
    /// How long a request may take, in whole seconds (at least 1).
    public var timeoutSeconds: Int
    /// Whether to read from the cache only, never the network.
    public var isOffline: Bool
    /// How long a saved copy is served without asking the server again, unless the server asked for longer
    /// or a subscription says otherwise.
    public var refreshInterval: TimeInterval
    /// Whether to ask the server now, however recently the feed was saved (`--refresh`).
    public var forcesRefresh: Bool
    /// The least important log level that is written.
    public var logLevel: LogLevel
    /// Where log lines go.
    public var logDestination: LogDestination
    /// How long cached copies are kept before maintenance deletes them.
    public var retention: CacheRetentionPolicy
    /// When a saved copy is stale (shown, marked stale).
    public var staleness: FeedCachePolicy
    /// The largest response or file that is read, in bytes.
    public var maxResponseBytes: Int
    /// A PEM file of CA certificates trusted besides the system's (`--ca-file`, `FEED_CA_FILE`).
    public var caFile: String? = nil
    /// How many feeds are fetched at once, and how many connections are open at most, to one host or in all
    /// (`--jobs`).
    public var jobs = 8

    /// Creates a configuration with every value given.
    public init(
        environment: AppEnvironment,
        cacheDirectory: URL,
        configDirectory: URL,
        timeoutSeconds: Int,
        isOffline: Bool = false,
        refreshInterval: TimeInterval = 30 * 60,
        forcesRefresh: Bool = false,
        logLevel: LogLevel,
        logDestination: LogDestination = .standardError,
        retention: CacheRetentionPolicy = CacheRetentionPolicy(),
        staleness: FeedCachePolicy = FeedCachePolicy(),
        maxResponseBytes: Int = 10 * 1024 * 1024
    ) {
        self.environment = environment
        self.cacheDirectory = cacheDirectory
        self.configDirectory = configDirectory
        self.timeoutSeconds = timeoutSeconds
        self.isOffline = isOffline
        self.refreshInterval = refreshInterval
        self.forcesRefresh = forcesRefresh
        self.logLevel = logLevel
        self.logDestination = logDestination
        self.retention = retention
        self.staleness = staleness
        self.maxResponseBytes = maxResponseBytes
    }
}

/// Where log lines are written.
public enum LogDestination: Sendable, Equatable {
    /// The process's standard error.
    case standardError
    /// Nowhere.
    case discarded
}
