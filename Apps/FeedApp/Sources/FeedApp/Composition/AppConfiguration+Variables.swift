import DIAssemblies
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AppConfiguration {
    /// Why a configuration could not be built: a value that is not one the app accepts.
    struct InvalidValue: Error, Equatable, CustomStringConvertible {
        /// Where the value came from (`FEED_ENV`, `--timeout`, ...).
        let source: String
        /// The value as given.
        let value: String
        /// What would be accepted.
        let expected: String

        /// A message that names the source, the value and what is accepted.
        var description: String { "\(source): \"\(value)\" is not valid; expected \(expected)." }
    }

    /// The defaults of `environment`, for a user whose variables are `variables` (`HOME`, `XDG_*_HOME`).
    ///
    /// A relative `XDG_*_HOME` is ignored, as the XDG base directory specification asks.
    static func defaults(for environment: AppEnvironment, variables: [String: String] = [:]) -> AppConfiguration {
        let home = URL(fileURLWithPath: variables["HOME"] ?? HomeFolder.path, isDirectory: true)
        return defaults(
            for: environment,
            cacheBase: variables["XDG_CACHE_HOME"].flatMap(absoluteFolder) ?? home.appendingPathComponent(".cache"),
            configBase: variables["XDG_CONFIG_HOME"].flatMap(absoluteFolder) ?? home.appendingPathComponent(".config"))
    }

    /// Builds the configuration: environment defaults, then `variables`, then `flags`, later ones winning.
    ///
    /// A variable is checked even when a flag overrides it, so a wrong `FEED_ENV` is refused by every
    /// command alike.
    ///
    /// - Throws: ``InvalidValue`` naming the variable or flag whose value is not accepted.
    static func resolve(
        environment variables: [String: String], flags: ConfigurationFlags = ConfigurationFlags()
    ) throws(InvalidValue) -> AppConfiguration {
        var environment = AppEnvironment.production
        if let name = variables["FEED_ENV"], !name.isEmpty {
            guard let chosen = AppEnvironment(rawValue: name.lowercased()) else {
                throw InvalidValue(source: "FEED_ENV", value: name, expected: environmentNames)
            }
            environment = chosen
        }
        var configuration = defaults(for: flags.environment ?? environment, variables: variables)
        if let name = variables["FEED_LOG_LEVEL"], !name.isEmpty {
            guard let level = LogLevel(name: name) else {
                throw InvalidValue(source: "FEED_LOG_LEVEL", value: name, expected: "debug, info, warning or error")
            }
            configuration.logLevel = level
        }
        if let directory = flags.cacheDirectory { configuration.cacheDirectory = directory }
        if let directory = flags.configDirectory { configuration.configDirectory = directory }
        if let seconds = flags.timeoutSeconds {
            guard seconds >= 1 else {
                throw InvalidValue(source: "--timeout", value: String(seconds), expected: "whole seconds, at least 1")
            }
            configuration.timeoutSeconds = seconds
        }
        if let name = variables["FEED_MAX_SIZE"], !name.isEmpty {
            guard let bytes = Int(name), bytes >= 1 else {
                throw InvalidValue(
                    source: "FEED_MAX_SIZE", value: name, expected: "a whole number of bytes, at least 1")
            }
            configuration.maxResponseBytes = bytes
        }
        if let bytes = flags.maxResponseBytes { configuration.maxResponseBytes = bytes }
        if let path = flags.caFile ?? variables["FEED_CA_FILE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            configuration.caFile = path
        }
        if let jobs = flags.jobs { configuration.jobs = jobs }
        if let offline = flags.isOffline { configuration.isOffline = offline }
        if let refresh = flags.forcesRefresh { configuration.forcesRefresh = refresh }
        if let level = flags.logLevel { configuration.logLevel = level }
        return configuration
    }

    private static var environmentNames: String {
        AppEnvironment.allCases.map(\.rawValue).joined(separator: ", ")
    }

    private static func absoluteFolder(_ path: String) -> URL? {
        path.hasPrefix("/") ? URL(fileURLWithPath: path, isDirectory: true) : nil
    }
}
