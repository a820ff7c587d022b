import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import NetworkingTestSupport
import Persistence
import Testing

@Suite("Image acceptance, through the composition root")
struct ImageAcceptanceTests {
    private let url = anyURL("image.png")

    @Test("loads a cached image from the cache without touching the network")
    func loadsFromCacheFirst() async throws {
        let store = InMemoryImageDataStore(byteLimit: 1024)
        try await store.insert(anyData("cached"), for: url)
        let client = HTTPClientSpy()

        let data = try await loader(StubbedInfrastructure(client: client, imageStore: store)).loadImageData(from: url)

        #expect(data == anyData("cached"))
        #expect(client.messages.isEmpty)
    }

    @Test("falls back to the network for an image not cached, and caches what it delivers")
    func fallsBackToRemoteAndCaches() async throws {
        let store = InMemoryImageDataStore(byteLimit: 1024)
        let client = HTTPClientStub.responding(body: anyData("remote"))

        let data = try await loader(StubbedInfrastructure(client: client, imageStore: store)).loadImageData(from: url)

        #expect(data == anyData("remote"))
        #expect(try await store.retrieve(dataFor: url) == anyData("remote"))
    }

    @Test("offline, an image not cached fails without touching the network")
    func offlineUsesCacheOnly() async throws {
        let client = HTTPClientSpy()

        let error = await imageLoadingError {
            try await loader(StubbedInfrastructure(client: client), offline: true).loadImageData(from: url)
        }

        #expect(error == .notCached)
        #expect(client.messages.isEmpty)
    }

    // MARK: - Helpers

    private func loader(_ infrastructure: StubbedInfrastructure, offline: Bool = false) throws -> any ImageDataLoader {
        let container = try AppContainer.buildTest(
            configuration: configuration(offline: offline), overrides: [infrastructure])
        return try container.resolve((any ImageDataLoader).self)
    }
}
