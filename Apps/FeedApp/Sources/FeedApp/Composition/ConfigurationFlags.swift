import DIAssemblies
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The configuration values given on the command line; `nil` means "not given".
struct ConfigurationFlags: Sendable, Equatable {
    /// `--env`.
    var environment: AppEnvironment?
    /// `--cache DIR`.
    var cacheDirectory: URL?
    /// `--config DIR`.
    var configDirectory: URL?
    /// `--timeout SECONDS`.
    var timeoutSeconds: Int?
    /// `--max-size BYTES`.
    var maxResponseBytes: Int?
    /// `--ca-file PATH`.
    var caFile: String?
    /// `--jobs N`, for the commands that accept it.
    var jobs: Int?
    /// `--offline`.
    var isOffline: Bool?
    /// `--refresh`.
    var forcesRefresh: Bool?
    /// `--verbose` (debug) or `--quiet` (error).
    var logLevel: LogLevel?

    /// Creates flags; everything not given is `nil`.
    init(
        environment: AppEnvironment? = nil,
        cacheDirectory: URL? = nil,
        configDirectory: URL? = nil,
        timeoutSeconds: Int? = nil,
        maxResponseBytes: Int? = nil,
        isOffline: Bool? = nil,
        forcesRefresh: Bool? = nil,
        logLevel: LogLevel? = nil
    ) {
        self.environment = environment
        self.cacheDirectory = cacheDirectory
        self.configDirectory = configDirectory
        self.timeoutSeconds = timeoutSeconds
        self.maxResponseBytes = maxResponseBytes
        self.isOffline = isOffline
        self.forcesRefresh = forcesRefresh
        self.logLevel = logLevel
    }

    /// The configuration flags on `line`: those its command accepts, plus the environment its spec imposes.
    ///
    /// - Throws: ``UsageError`` for a value that is not accepted, or `--verbose` with `--quiet`.
    init(_ line: ParsedArguments) throws(UsageError) {
        environment = try line.choice(CommonFlags.environment, as: AppEnvironment.self)
        if let imposed = line.spec.environment { environment = imposed }
        cacheDirectory = line.directory(CommonFlags.cache)
        configDirectory = line.directory(CommonFlags.config)
        // Said here, before anything is opened: else the store's "cannot create folder" arrives as an NSError dump.
        for (flag, folder) in [(CommonFlags.cache, cacheDirectory), (CommonFlags.config, configDirectory)] {
            guard let folder, Self.isFile(folder) else { continue }
            throw UsageError(
                "--\(flag.name) \(folder.path) is a file; give a folder (it is created if missing)", spec: line.spec)
        }
        timeoutSeconds = try line.positiveInteger(CommonFlags.timeout, expected: "whole seconds ≥ 1")
        maxResponseBytes = try line.positiveInteger(CommonFlags.maxSize, expected: "a whole number of bytes ≥ 1")
        caFile = line.value(CommonFlags.caFile)
        // Its range is the command's to check (ReadCommand.options runs first); the transport clamps it as well.
        jobs = line.value(ReadCommand.jobs).flatMap { Int($0) }
        if line.has(CommonFlags.offline) { isOffline = true }
        if line.has(CommonFlags.refresh) { forcesRefresh = true }
        let verbose = line.has(CommonFlags.verbose)
        let quiet = line.has(CommonFlags.quiet)
        if verbose && quiet { throw UsageError("--verbose and --quiet cannot be used together", spec: line.spec) }
        if verbose { logLevel = .debug }
        if quiet { logLevel = .error }
    }

    /// Whether something other than a folder (or a link to one) is at `url`.
    private static func isFile(_ url: URL) -> Bool {
        var status = stat()
        return stat(url.path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }
}
