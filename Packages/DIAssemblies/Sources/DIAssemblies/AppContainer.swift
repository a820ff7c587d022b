import DI
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds the app's containers: production, tests (with overrides) and the preview.
///
/// Each builder applies one assembly per layer (``InfrastructureAssembly``, ``NetworkingAssembly``,
/// ``DataAssembly``, ``PresentationAssembly``, then ``FeedFeatureAssembly`` and ``SearchFeatureAssembly``), then
/// its overrides (the preview's is ``PreviewAssembly``), into one fresh container and checks what it declares, so a
/// mis-wired declaration fails here, at start-up, with every problem listed; building runs no factory, and the
/// tests validate the closures too. Building or validating creates no file: the stores open on first use. The test
/// and preview builders refuse the live-only services (the clients, the stores, the wall clock) that their
/// overrides do not replace.
public enum AppContainer {
    /// The assemblies of the app, in the order they are applied: the layers, then, for the `preview`
    /// environment, ``PreviewAssembly``.
    public static func assemblies(configuration: AppConfiguration) -> [any ServiceAssembly] {
        let layers = layerAssemblies(configuration: configuration)
        return configuration.environment == .preview ? layers + [PreviewAssembly()] : layers
    }

    /// The app's container for `configuration`, its declarations checked; no factory runs.
    ///
    /// - Throws: DI's validation error listing every wiring problem with its path.
    public static func build(configuration: AppConfiguration) throws -> Container {
        try Assembler(assemblies(configuration: configuration)).build()
    }

    /// The app's container with `overrides` applied after the production assemblies, validated.
    ///
    /// The overrides replace what they register (the last registration wins), so a test swaps the HTTP
    /// client, the store, the clock or the logger and keeps every composition of production.
    ///
    /// - Parameters:
    ///   - configuration: The configuration; by default ``testConfiguration(directory:)`` in a fresh temporary
    ///     folder, with logs discarded.
    ///   - overrides: Assemblies applied last, in order.
    /// - Throws: DI's validation error listing every wiring problem with its path.
    public static func buildTest(
        configuration: AppConfiguration = testConfiguration(), overrides: [any ServiceAssembly]
    ) throws -> Container {
        try Assembler(assemblies(configuration: configuration)).buildTest(overrides: overrides)
    }

    /// The preview's container: the layer assemblies with ``PreviewAssembly`` applied over them (the bundled
    /// sample instead of the network, stores in memory), validated.
    ///
    /// It composes the very same chain as production (remote, cached, fallback, logged) over
    /// ``BundledSampleHTTPClient``; resolve the loader for ``BundledSampleFeed/url``.
    ///
    /// - Parameter configuration: The preview's configuration; the `preview` environment's defaults by default.
    ///   The bundled sample is used whatever environment it names.
    /// - Throws: DI's validation error listing every wiring problem with its path.
    public static func buildPreview(
        configuration: AppConfiguration = AppConfiguration.defaults(
            for: .preview, cacheBase: FileManager.default.temporaryDirectory,
            configBase: FileManager.default.temporaryDirectory)
    ) throws -> Container {
        try Assembler(layerAssemblies(configuration: configuration)).buildTest(overrides: [PreviewAssembly()])
    }

    /// A configuration for tests: production defaults in `directory` (cache and config below it), logs discarded.
    ///
    /// - Parameter directory: The folder that would hold the files; a fresh one under the temporary folder by
    ///   default. Nothing is created there until a store is used.
    public static func testConfiguration(
        directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "feed-tests-\(UUID().uuidString)", isDirectory: true)
    ) -> AppConfiguration {
        var configuration = AppConfiguration.defaults(for: .production, cacheBase: directory, configBase: directory)
        configuration.cacheDirectory = directory.appendingPathComponent("cache", isDirectory: true)
        configuration.configDirectory = directory.appendingPathComponent("config", isDirectory: true)
        configuration.logDestination = .discarded
        return configuration
    }

    private static func layerAssemblies(configuration: AppConfiguration) -> [any ServiceAssembly] {
        [
            InfrastructureAssembly(configuration: configuration), NetworkingAssembly(), DataAssembly(),
            PresentationAssembly(), FeedFeatureAssembly(), SearchFeatureAssembly(),
        ]
    }
}
