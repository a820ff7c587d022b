import DIAssemblies
import Domain
import DomainTestSupport
import FeedFormats
import Foundation
import Networking
import Testing

@Suite("BundledSampleHTTPClient")
struct BundledSampleHTTPClientTests {
    @Test("serves the sample feed with its content type and entity tag")
    func servesFeed() async throws {
        let response = try await BundledSampleHTTPClient().get(from: BundledSampleFeed.url)

        #expect(response.statusCode == 200)
        #expect(response.body == BundledSampleFeed.data)
        #expect(response.contentType == BundledSampleFeed.contentType)
        #expect(response.value(forHeader: "etag") == BundledSampleFeed.etag)
    }

    @Test("answers 304 when the request already holds the current entity tag")
    func answersNotModified() async throws {
        let response = try await BundledSampleHTTPClient().get(
            from: BundledSampleFeed.url, headers: ["If-None-Match": BundledSampleFeed.etag])

        #expect(response.statusCode == 304)
        #expect(response.body.isEmpty)
    }

    @Test("serves the sample images and 404 for anything else on the sample's host")
    func servesImagesAnd404() async throws {
        let client = BundledSampleHTTPClient()
        let image = BundledSampleFeed.imageDirectory.appendingPathComponent("offline.png")
        let missing = BundledSampleFeed.url.deletingLastPathComponent().appendingPathComponent("missing.xml")

        let imageResponse = try await client.get(from: image)
        let missingResponse = try await client.get(from: missing)

        #expect(imageResponse.statusCode == 200)
        #expect(imageResponse.body == BundledSampleFeed.imageData)
        #expect(missingResponse.statusCode == 404)
    }

    @Test("cannot connect to any other host: the preview has no network")
    func refusesOtherHosts() async {
        await #expect(throws: HTTPClientError.cannotConnect(host: "example.org")) {
            try await BundledSampleHTTPClient().get(from: anyURL())
        }
    }

    @Test("the sample maps to a feed of eight items through the remote loader")
    func sampleMapsToEightItems() async throws {
        let loader = RemoteFeedLoader(
            url: BundledSampleFeed.url, client: BundledSampleHTTPClient(), mapper: DetectingFeedMapper())

        let loaded = try await loader.load()

        #expect(loaded.origin == .remote)
        #expect(loaded.validators == CacheValidators(etag: BundledSampleFeed.etag))
        #expect(loaded.feed.title == "Field Notes (sample)")
        #expect(loaded.feed.items.count == BundledSampleFeed.itemCount)
        #expect(Set(loaded.feed.items.map(\.id)).count == BundledSampleFeed.itemCount)
        #expect(loaded.feed.items.compactMap(\.imageURL).count == 4)
        #expect(loaded.feed.items.allSatisfy { $0.published != nil && $0.link != nil })
    }
}
