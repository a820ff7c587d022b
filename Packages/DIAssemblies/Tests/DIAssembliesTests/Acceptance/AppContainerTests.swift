import DI
import DIAssemblies
import DITesting
import Domain
import DomainTestSupport
import FeedFormats
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Presentation
import Testing

@Suite("AppContainer")
struct AppContainerTests {
    @Test("each builder builds a container that validates")
    func eachBuilderValidates() throws {
        let built = [
            try AppContainer.build(configuration: AppContainer.testConfiguration()),
            try AppContainer.buildTest(overrides: []),
            try AppContainer.buildPreview(),
        ]

        for container in built {
            assertValid(container)
            try container.validate()
        }
    }

    @Test("a mis-wired override fails the build, naming the link that needs the missing service")
    func misWiredOverrideFailsTheBuild() {
        let error = #expect(throws: ValidationError.self) {
            try AppContainer.buildTest(overrides: [RemoteNeedingAMissingService()])
        }

        #expect(error?.description.contains("FeedLoader(online, argument: FeedRequest)") == true)
    }

    @Test("building, validating and resolving every service creates no file")
    func buildingCreatesNoFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration(directory: directory))

        try container.validate()
        _ = container.dependencyTree()
        try resolveEverything(from: container)

        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("the production container resolves every service of the CLI's contract")
    func resolvesTheContract() throws {
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration())

        try resolveEverything(from: container)
        #expect(try container.resolve((any HTTPClient).self) is CurlHTTPClient)
        #expect(try container.resolve((any SubscriptionListCodec).self) is OPMLCodec)
    }

    @Test("the preview environment's assemblies end with the preview override: the sample, stores in memory")
    func previewEnvironmentAppliesTheOverride() throws {
        let folder = FileManager.default.temporaryDirectory
        let preview = AppConfiguration.defaults(for: .preview, cacheBase: folder, configBase: folder)

        let container = try AppContainer.build(configuration: preview)

        #expect(AppContainer.assemblies(configuration: preview).last is PreviewAssembly)
        #expect(
            !AppContainer.assemblies(configuration: AppContainer.testConfiguration()).contains { $0 is PreviewAssembly }
        )
        #expect(try container.resolve((any HTTPClient).self) is BundledSampleHTTPClient)
        #expect(try container.resolve((any FeedStore).self) is InMemoryFeedStore)
        #expect(try container.resolve((any ImageDataStore).self) is InMemoryImageDataStore)
    }

    @Test("the preview loads the bundled sample through the whole chain, then, refreshing, serves a 304 from its cache")
    func previewRunsTheSameChain() async throws {
        var configuration = quietPreview()
        configuration.forcesRefresh = true
        let container = try AppContainer.buildPreview(configuration: configuration)
        let loader = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: BundledSampleFeed.url))

        let first = try await loader.load()
        let second = try await loader.load()

        #expect(try container.resolve((any HTTPClient).self) is BundledSampleHTTPClient)
        #expect(first.origin == .remote)
        #expect(first.feed.items.count == BundledSampleFeed.itemCount)
        #expect(second.feed == first.feed)
        #expect(
            second.origin == .cache(CacheInfo(savedAt: savedAt(second), isStale: false, fallbackReason: .unchanged)))
        #expect(try await container.resolve((any FeedCacheMaintenance).self).entries().count == 1)
    }

    @Test("the preview serves the sample's images and caches them in memory")
    func previewServesImages() async throws {
        let container = try AppContainer.buildPreview(configuration: quietPreview())
        let image = BundledSampleFeed.imageDirectory.appendingPathComponent("offline.png")

        let data = try await container.resolve((any ImageDataLoader).self).loadImageData(from: image)
        let cached = try await container.resolve(LocalImageDataLoader.self).loadImageData(from: image)

        #expect(data == BundledSampleFeed.imageData)
        #expect(cached == BundledSampleFeed.imageData)
    }

    @Test("the preview's presenter shows the sample loaded through its chain")
    func presenterShowsSample() async throws {
        let container = try AppContainer.buildPreview(configuration: quietPreview())
        let loaded = try await container.resolve(
            (any FeedLoader).self, argument: FeedRequest(url: BundledSampleFeed.url)
        ).load()

        let model = try container.resolve(FeedPresenter.self).map(loaded, feedURL: BundledSampleFeed.url)

        #expect(model.title == "Field Notes (sample)")
        #expect(model.items.count == BundledSampleFeed.itemCount)
    }

    // MARK: - Helpers

    private func resolveEverything(from container: Container) throws {
        let url = anyURL()
        _ = try container.resolve(AppConfiguration.self)
        _ = try container.resolve((any Logger).self)
        _ = try container.resolve((any WallClock).self)
        _ = try container.resolve((any FeedLoader).self, argument: FeedRequest(url: url))
        _ = try container.resolve(
            (any FeedLoader).self, argument: FeedRequest(url: URL(fileURLWithPath: "/tmp/feed.xml")))
        _ = try container.resolve(FeedPresenter.self)
        _ = try container.resolve((any ImageDataLoader).self)
        _ = try container.resolve((any FeedCacheMaintenance).self)
        _ = try container.resolve((any SubscriptionStore).self)
        _ = try container.resolve((any SubscriptionListCodec).self)
    }

    private func quietPreview() -> AppConfiguration {
        let folder = FileManager.default.temporaryDirectory
        var configuration = AppConfiguration.defaults(for: .preview, cacheBase: folder, configBase: folder)
        configuration.logDestination = .discarded
        return configuration
    }

    private func savedAt(_ loaded: LoadedFeed) -> Date {
        guard case .cache(let info) = loaded.origin else { return .distantPast }
        return info.savedAt
    }

    private enum Missing: NameTag { static let name: ServiceName = "missing" }

    private struct RemoteNeedingAMissingService: ServiceAssembly {
        func assemble(container: Container) {
            container.autoregister((any FeedLoader).self, name: .online, argument: FeedRequest.self) {
                (request: FeedRequest, local: WithArgument<LocalFeedLoader>, clock: Named<any WallClock, Missing>)
                    -> any FeedLoader in
                LoggingFeedLoader(
                    decoratee: local.value, url: request.url, logger: DiscardingLogger(), clock: clock.value)
            }
        }
    }
}
