#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AppConfiguration {
    /// The defaults of `environment`, its folders under `cacheBase` and `configBase`.
    ///
    /// The app finds the bases (`XDG_CACHE_HOME`, `XDG_CONFIG_HOME`, `HOME`) and applies its variables and
    /// flags on top; the environment chooses the rest: development keeps a folder of its own, logs every
    /// step and waits longer. The preview's bundled sample is not configuration: ``AppContainer`` applies
    /// ``PreviewAssembly`` for the `preview` environment.
    ///
    /// - Parameters:
    ///   - environment: Whose defaults.
    ///   - cacheBase: The folder that holds the cache folder (`~/.cache`).
    ///   - configBase: The folder that holds the config folder (`~/.config`).
    public static func defaults(for environment: AppEnvironment, cacheBase: URL, configBase: URL) -> AppConfiguration {
        let folder = environment == .development ? "feed-development" : "feed"
        return AppConfiguration(
            environment: environment,
            cacheDirectory: cacheBase.appendingPathComponent(folder, isDirectory: true),
            configDirectory: configBase.appendingPathComponent(folder, isDirectory: true),
            timeoutSeconds: environment == .development ? 30 : 10,
            logLevel: environment == .development ? .debug : .error
        )
    }
}
