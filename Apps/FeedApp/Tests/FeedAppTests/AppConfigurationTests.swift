import DIAssemblies
import Domain
import Foundation
import Testing

@testable import FeedApp

@Suite("AppConfiguration")
struct AppConfigurationTests {
    private let home = ["HOME": "/home/reader"]

    @Test("production defaults: ~/.cache/feed, 10 s, errors only, the network")
    func productionDefaults() {
        let configuration = AppConfiguration.defaults(for: .production, variables: home)

        #expect(configuration.environment == .production)
        #expect(configuration.cacheDirectory.path == "/home/reader/.cache/feed")
        #expect(configuration.configDirectory.path == "/home/reader/.config/feed")
        #expect(configuration.timeoutSeconds == 10)
        #expect(configuration.logLevel == .error)
        #expect(configuration.logDestination == .standardError)
        #expect(!configuration.isOffline)
    }

    @Test("development defaults: a cache of its own, 30 s, debug logs")
    func developmentDefaults() {
        let configuration = AppConfiguration.defaults(for: .development, variables: home)

        #expect(configuration.cacheDirectory.path == "/home/reader/.cache/feed-development")
        #expect(configuration.timeoutSeconds == 30)
        #expect(configuration.logLevel == .debug)
    }

    @Test("the preview environment composes the app with the preview override: the bundled sample, stores in memory")
    func previewEnvironmentAppliesThePreviewOverride() {
        let preview = AppContainer.assemblies(configuration: .defaults(for: .preview, variables: home))
        let production = AppContainer.assemblies(configuration: .defaults(for: .production, variables: home))

        #expect(preview.last is PreviewAssembly)
        #expect(!production.contains { $0 is PreviewAssembly })
    }

    @Test("absolute XDG folders replace the home-based ones; relative ones are ignored")
    func xdgFolders() {
        let absolute = AppConfiguration.defaults(
            for: .production,
            variables: home.merging(["XDG_CACHE_HOME": "/xdg/cache", "XDG_CONFIG_HOME": "/xdg/config"]) { $1 })
        let relative = AppConfiguration.defaults(
            for: .production, variables: home.merging(["XDG_CACHE_HOME": "cache"]) { $1 })

        #expect(absolute.cacheDirectory.path == "/xdg/cache/feed")
        #expect(absolute.configDirectory.path == "/xdg/config/feed")
        #expect(relative.cacheDirectory.path == "/home/reader/.cache/feed")
    }

    @Test("variables override the environment's defaults: FEED_ENV then FEED_LOG_LEVEL")
    func variablesOverrideDefaults() throws {
        let configuration = try AppConfiguration.resolve(
            environment: home.merging(["FEED_ENV": "Development", "FEED_LOG_LEVEL": "ERROR"]) { $1 })

        #expect(configuration.environment == .development)
        #expect(configuration.timeoutSeconds == 30)
        #expect(configuration.logLevel == .error)
    }

    @Test("flags override variables")
    func flagsOverrideVariables() throws {
        let flags = ConfigurationFlags(
            environment: .preview, cacheDirectory: URL(fileURLWithPath: "/tmp/c"), timeoutSeconds: 3, isOffline: true,
            logLevel: .debug)

        let configuration = try AppConfiguration.resolve(
            environment: home.merging(["FEED_ENV": "development", "FEED_LOG_LEVEL": "error"]) { $1 }, flags: flags)

        #expect(configuration.environment == .preview)
        #expect(configuration.cacheDirectory.path == "/tmp/c")
        #expect(configuration.timeoutSeconds == 3)
        #expect(configuration.isOffline)
        #expect(configuration.logLevel == .debug)
    }

    @Test("an unknown FEED_ENV, FEED_LOG_LEVEL or a timeout under a second names the source and what is accepted")
    func rejectsInvalidValues() {
        #expect(
            throws: AppConfiguration.InvalidValue(
                source: "FEED_ENV", value: "staging", expected: "production, development, preview")
        ) {
            try AppConfiguration.resolve(environment: ["FEED_ENV": "staging"])
        }
        #expect(throws: AppConfiguration.InvalidValue.self) {
            try AppConfiguration.resolve(environment: ["FEED_LOG_LEVEL": "loud"])
        }
        #expect(
            throws: AppConfiguration.InvalidValue(
                source: "--timeout", value: "0", expected: "whole seconds, at least 1")
        ) {
            try AppConfiguration.resolve(environment: home, flags: ConfigurationFlags(timeoutSeconds: 0))
        }
    }

    @Test("a wrong FEED_ENV is refused even when --env overrides it, so every command refuses it alike")
    func badEnvironmentIsRefusedUnderTheFlag() {
        #expect(throws: AppConfiguration.InvalidValue.self) {
            try AppConfiguration.resolve(
                environment: home.merging(["FEED_ENV": "staging"]) { $1 },
                flags: ConfigurationFlags(environment: .preview))
        }
    }

    @Test("FEED_MAX_SIZE sets the size limit, --max-size wins over it, and a wrong one is refused")
    func maxSize() throws {
        let variables = home.merging(["FEED_MAX_SIZE": "2048"]) { $1 }

        #expect(try AppConfiguration.resolve(environment: home).maxResponseBytes == 10 * 1024 * 1024)
        #expect(try AppConfiguration.resolve(environment: variables).maxResponseBytes == 2048)
        #expect(
            try AppConfiguration.resolve(environment: variables, flags: ConfigurationFlags(maxResponseBytes: 99))
                .maxResponseBytes == 99)
        #expect(throws: AppConfiguration.InvalidValue.self) {
            try AppConfiguration.resolve(environment: home.merging(["FEED_MAX_SIZE": "lots"]) { $1 })
        }
    }

    @Test("FEED_CA_FILE names a CA bundle to trust, and --ca-file wins over it")
    func caFile() throws {
        let variables = home.merging(["FEED_CA_FILE": "/etc/proxy-ca.pem"]) { $1 }
        var flags = ConfigurationFlags()
        flags.caFile = "/tmp/test-ca.pem"

        #expect(try AppConfiguration.resolve(environment: home).caFile == nil)
        #expect(try AppConfiguration.resolve(environment: variables).caFile == "/etc/proxy-ca.pem")
        #expect(try AppConfiguration.resolve(environment: variables, flags: flags).caFile == "/tmp/test-ca.pem")
    }

    @Test("--jobs of `feed read` sets how many requests and connections the HTTP client has at once; 8 by default")
    func jobs() throws {
        let parser = CommandLineParser(workingDirectory: URL(fileURLWithPath: "/work", isDirectory: true))
        let line = try parser.parse(["read", "--jobs", "3"])

        let configured = try AppConfiguration.resolve(environment: home, flags: ConfigurationFlags(line))

        #expect(configured.jobs == 3)
        #expect(try AppConfiguration.resolve(environment: home).jobs == FeedReading.defaultInFlight)
        #expect(FeedReading.defaultInFlight == 8)
    }

    @Test("an invalid value's message says where it came from, the value and what is accepted")
    func invalidValueDescription() {
        let error = AppConfiguration.InvalidValue(source: "FEED_ENV", value: "staging", expected: "production")

        #expect(error.description == "FEED_ENV: \"staging\" is not valid; expected production.")
    }
}
