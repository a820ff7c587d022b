import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Synchronization
import Testing

@Suite("The feed chain, resolved from the test build: each link does its part over the next")
struct ChainBehaviourTests {
    private let url = anyURL("chain.xml")

    @Test("the cached link saves what the remote link delivers, with its validators, under the feed's URL")
    func remoteSuccessIsSaved() async throws {
        let store = InMemoryFeedStore()
        let client = HTTPClientStub.responding(body: rssDocument(), headers: ["ETag": "\"e1\""])
        let container = try makeContainer(StubbedInfrastructure(client: client, feedStore: store))

        let loaded = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()

        let saved = try await store.retrieve(for: url)
        #expect(loaded.origin == .remote)
        #expect(saved?.feed == loaded.feed)
        #expect(saved?.validators == CacheValidators(etag: "\"e1\""))
    }

    @Test("the fallback link serves the local copy when the remote link fails, with the network's reason")
    func remoteFailureFallsBackWithTheReason() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt)
        let client = HTTPClientStub.failing(with: .cannotConnect(host: "example.org"))
        let container = try makeContainer(StubbedInfrastructure(client: client, feedStore: store), forcesRefresh: true)

        let loaded = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()

        #expect(loaded.feed == anyFeed())
        let reason = FeedLoadingError.cannotConnect(host: "example.org")
        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: false, fallbackReason: .failure(reason))))
    }

    @Test("the remote link asks with the local copy's validators, and on a 304 the fallback link serves that copy")
    func notModifiedServesTheCachedCopy() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-600)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt, validators: CacheValidators(etag: "\"e1\""))
        let client = HTTPClientStub { url, headers in
            let status = headers["If-None-Match"] == "\"e1\"" ? 304 : 200
            return .success(HTTPResponse(url: url, statusCode: status, body: status == 200 ? rssDocument() : Data()))
        }
        let container = try makeContainer(StubbedInfrastructure(client: client, feedStore: store), forcesRefresh: true)

        let loaded = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()

        #expect(loaded.feed == anyFeed())
        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: false, fallbackReason: .unchanged)))
    }

    @Test("the whole chain logs one line per load: from the network, not modified, fallen back, failed")
    func loggerSeesOneLinePerLoad() async throws {
        let logger = LoggerSpy()
        let client = answering([
            .failure(.cannotConnect(host: "example.org")),
            .success(HTTPResponse(url: url, statusCode: 200, headers: ["ETag": "\"e1\""], body: rssDocument())),
            .success(HTTPResponse(url: url, statusCode: 304, body: Data())),
            .failure(.cannotConnect(host: "example.org")),
        ])
        let infrastructure = StubbedInfrastructure(client: client, logger: logger)
        let loader = try makeContainer(infrastructure, forcesRefresh: true).resolve(
            (any FeedLoader).self, argument: FeedRequest(url: url))

        let failed = await loadingError { try await loader.load() }
        for _ in 0..<3 { _ = try await loader.load() }

        #expect(failed == .cannotConnect(host: "example.org"))
        #expect(logger.levels == [.warning, .info, .info, .warning])
        let messages = logger.lines.map(\.message)
        #expect(messages.count == 4)
        #expect(messages.first?.hasPrefix("Failed to load \(url.absoluteString)") == true)
        #expect(messages.dropFirst().first?.hasSuffix("from the network") == true)
        #expect(messages.dropFirst(2).first?.hasSuffix("the server said it has not changed") == true)
        #expect(messages.last?.contains("because the network failed") == true)
    }

    @Test("unless refreshing, the polite link serves a fresh saved copy without asking the network; it is still logged")
    func politeLinkServesAFreshCopy() async throws {
        let savedAt = acceptanceNow.addingTimeInterval(-60)
        let store = try await storeHolding(anyFeed(), savedAt: savedAt)
        let (client, logger) = (HTTPClientSpy(), LoggerSpy())
        let container = try makeContainer(StubbedInfrastructure(client: client, feedStore: store, logger: logger))

        let loaded = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: url)).load()

        #expect(loaded.origin == .cache(CacheInfo(savedAt: savedAt, isStale: false)))
        #expect(client.messages.isEmpty)
        #expect(logger.lines.count == 1)
    }

    @Test("a build that leaves out a link's dependency fails validation, naming the link and the path to it")
    func validationNamesAMissingDependency() throws {
        var assemblies = AppContainer.assemblies(configuration: configuration())
        assemblies.removeAll { $0 is NetworkingAssembly }

        let error = #expect(throws: ValidationError.self) {
            try Assembler(assemblies + [ClientsWithoutMapper()]).build()
        }

        let missing = error?.problems.filter { $0.kind == .missingDependency } ?? []
        let online = ServiceKey((any FeedLoader).self, name: .online, argumentType: FeedRequest.self)
        #expect(missing.contains { $0.path.suffix(2) == [online, ServiceKey((any FeedMapper).self)] })
        #expect(error?.description.contains("FeedLoader(online, argument: FeedRequest) → FeedMapper") == true)
    }

    @Test("the dependency tree shows what every link of the chain depends on, under the feed's loader")
    func dependencyTreeShowsEveryLink() throws {
        let container = try AppContainer.build(configuration: configuration())
        let lines = container.dependencyTree().split(separator: "\n").map(String.init)

        let router = try #require(lines.firstIndex { $0.hasPrefix("FeedLoader(argument: FeedRequest)") })
        let below = Array(lines[(router + 1)...].prefix { $0.first?.isLetter == false })
        let online = try #require(below.firstIndex { $0.contains("FeedLoader(online, argument: FeedRequest)") })
        let depth = below[online].prefix { !$0.isLetter }.count
        let links = below[(online + 1)...].prefix { $0.prefix { !$0.isLetter }.count > depth }.map {
            String($0.drop { !$0.isLetter }.prefix { $0 != " " })
        }

        // The remote loader's client, mapper and saved copy; the cached link's logger; the polite link's
        // configuration and clock.
        for dependency in [
            "HTTPClient", "FeedMapper", "LocalFeedLoader(argument:", "Logger", "AppConfiguration", "WallClock",
        ] {
            #expect(links.contains(dependency), "\(dependency) missing from \(links)")
        }
        #expect(below.contains { $0.contains("FileHTTPClient") })
    }

    // MARK: - Helpers

    private func makeContainer(_ infrastructure: StubbedInfrastructure, forcesRefresh: Bool = false) throws
        -> Container
    {
        var configuration = configuration()
        configuration.forcesRefresh = forcesRefresh
        return try AppContainer.buildTest(configuration: configuration, overrides: [infrastructure])
    }

    private func storeHolding(
        _ feed: Feed, savedAt: Date, validators: CacheValidators? = nil
    ) async throws -> InMemoryFeedStore {
        let store = InMemoryFeedStore()
        try await store.insert(feed, validators: validators, savedAt: savedAt, for: url)
        return store
    }

    /// A client that gives `results` in turn, one per request, then fails to connect.
    private func answering(_ results: [Result<HTTPResponse, HTTPClientError>]) -> HTTPClientStub {
        let remaining = Mutex(results)
        return HTTPClientStub { url, _ in
            remaining.withLock { $0.isEmpty ? .failure(.cannotConnect(host: "example.org")) : $0.removeFirst() }
        }
    }

    /// The network layer's clients without its feed mapper, as a layer that forgot to register it would be.
    private struct ClientsWithoutMapper: ServiceAssembly {
        func assemble(container: Container) {
            container.register((any HTTPClient).self, scope: .singleton) { _ in HTTPClientStubs.unused }
            container.register(FileHTTPClient.self, scope: .singleton) { _ in
                FileHTTPClient(maxResponseBytes: 1024, timeoutSeconds: 1)
            }
        }
    }
}
