import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Search
import Testing

@Suite("Search acceptance, through the composition root")
struct SearchAcceptanceTests {
    @Test("a feed loaded through the chain is found by the search the container composes, on the disk cache")
    func loadedFeedIsFound() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = try AppContainer.buildTest(
            configuration: AppContainer.testConfiguration(directory: directory),
            overrides: [RespondingClient(body: rssDocument(title: "Remote feed", items: 3))])

        _ = try await container.resolve((any FeedLoader).self, argument: FeedRequest(url: anyURL())).load()
        let results = try await container.resolve(ItemSearch.self).results(for: "remote 1")

        #expect(results.map(\.id) == ["r-1"])
        #expect(results.first?.feedURL == anyURL() && results.first?.feedTitle == "Remote feed")
    }

    @Test("the preview's in-memory store searches too")
    func previewSearches() async throws {
        let container = try AppContainer.buildPreview()

        #expect(try await container.resolve(ItemSearch.self).results(for: "anything").isEmpty)
    }

    // MARK: - Helpers

    /// Overrides the HTTP client and the clock, and asks for production's SQLite store (in the test's folder) in so
    /// many words: a test build refuses the live one.
    private struct RespondingClient: ServiceAssembly {
        let body: Data

        func assemble(container: Container) {
            let client = HTTPClientStub.responding(body: body)
            container.register((any HTTPClient).self, scope: .singleton) { _ in client }
            container.register((any WallClock).self, scope: .singleton) { _ in FixedWallClock(now: acceptanceNow) }
            container.autoregister((any FeedStore).self, scope: .singleton) {
                (files: FileLocations, logger: any Logger) -> any FeedStore in
                SQLiteFeedStore(fileURL: files.feedStore, logger: logger)
            }
            .implements((any ReadStateStore).self).implements((any ItemSearching).self)
        }
    }
}
