import Domain
import Foundation

/// The configuration values given on the command line; `nil` means "not given".
public struct ConfigurationFlags: Sendable, Equatable {
    /// `--env`.
    public var environment: AppEnvironment?
    /// `--cache DIR`.
    public var cacheDirectory: URL?
    /// `--config DIR`.
    public var configDirectory: URL?
    /// `--timeout SECONDS`.
    public var timeoutSeconds: Int?
    /// `--offline`.
    public var isOffline: Bool?
    /// `--verbose` (debug) or `--quiet` (error).
    public var logLevel: LogLevel?

    /// Creates flags; everything not given is `nil`.
    public init(
        environment: AppEnvironment? = nil,
        cacheDirectory: URL? = nil,
        configDirectory: URL? = nil,
        timeoutSeconds: Int? = nil,
        isOffline: Bool? = nil,
        logLevel: LogLevel? = nil
    ) {
        self.environment = environment
        self.cacheDirectory = cacheDirectory
        self.configDirectory = configDirectory
        self.timeoutSeconds = timeoutSeconds
        self.isOffline = isOffline
        self.logLevel = logLevel
    }
}
