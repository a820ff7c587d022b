import DIAssemblies
import Domain
import FeedApp
import Foundation
import Testing

@Suite("The app's services over the real container")
struct ContainerAppServicesTests {
    @Test("the preview environment reads the bundled sample through the full chain")
    func previewReadsSample() async throws {
        let sut = try makeSUT(flags: ConfigurationFlags(environment: .preview))

        let loaded = try await sut.feedLoader(for: sut.sampleFeedURL).load()

        #expect(loaded.feed.items.count == BundledSampleFeed.itemCount)
        #expect(sut.configuration.usesBundledSample)
    }

    @Test("a relative path is a file URL under the working directory")
    func address() throws {
        let sut = try makeSUT(flags: ConfigurationFlags(environment: .preview))

        let url = try sut.address(of: "feeds/a.xml")

        #expect(url == URL(fileURLWithPath: "/work/feeds/a.xml"))
    }

    @Test("an address the reader cannot load is an invalidAddress error")
    func invalidAddress() throws {
        let sut = try makeSUT(flags: ConfigurationFlags(environment: .preview))

        #expect(throws: FeedLoadingError.invalidAddress("ftp://x.org/feed")) { try sut.address(of: "ftp://x.org/feed") }
    }

    @Test("flags win over the environment's variables")
    func flagsWin() throws {
        let cache = URL(fileURLWithPath: "/tmp/feed-flags-cache", isDirectory: true)

        let sut = try makeSUT(flags: ConfigurationFlags(cacheDirectory: cache, timeoutSeconds: 3))

        #expect(sut.configuration.cacheDirectory == cache)
        #expect(sut.configuration.timeoutSeconds == 3)
        #expect(sut.configuration.environment == .production)
    }

    @Test("a wrong FEED_ENV is an invalid value, which the app reports as a usage error")
    func invalidEnvironment() {
        #expect(throws: AppConfiguration.InvalidValue.self) {
            try ContainerAppServices.make(
                variables: ["FEED_ENV": "staging"], flags: ConfigurationFlags(),
                workingDirectory: URL(fileURLWithPath: "/work"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(flags: ConfigurationFlags) throws -> any AppServices {
        let variables = [
            "HOME": FileManager.default.temporaryDirectory.appendingPathComponent("feed-app-\(UUID().uuidString)").path
        ]
        return try ContainerAppServices.make(
            variables: variables, flags: flags, workingDirectory: URL(fileURLWithPath: "/work"))
    }
}
