import Domain
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("Remote loaders over real HTTP")
struct RemoteLoadersIntegrationTests {
    @Test("a conditional reload answered 304 is unchanged, so the cached copy is served")
    func load_conditionalReloadAnswered304() async throws {
        let server = LoopbackHTTPServer()
        let url = try server.url(for: "/feed.json")
        let client = CurlHTTPClient()
        let body = JSONTestFeedMapper.json(title: "News", itemIDs: ["1"])
        server.respond(to: "/feed.json", with: ScriptedResponse(headers: ["ETag": "\"v1\""], body: body))
        let first = try await RemoteFeedLoader(url: url, client: client, mapper: JSONTestFeedMapper()).load()
        server.respond(to: "/feed.json", with: .status(304))

        let reload = try await RemoteFeedLoader(url: url, client: client, mapper: JSONTestFeedMapper())
            .loadIfChanged(since: first.validators)

        #expect(reload == .unchanged)

        #expect(first.validators == CacheValidators(etag: "\"v1\""))
        #expect(server.receivedRequests.last?.value(forHeader: "If-None-Match") == "\"v1\"")
    }

    @Test("a refused connection reaches the loader as cannotConnect with the host")
    func load_refusedConnection() async throws {
        let server = LoopbackHTTPServer()
        let url = try server.url(for: "/feed.json")
        server.stop()
        let sut = RemoteFeedLoader(url: url, client: CurlHTTPClient(), mapper: JSONTestFeedMapper())

        await #expect(throws: FeedLoadingError.cannotConnect(host: "127.0.0.1")) { try await sut.load() }
    }

    @Test("the image loader delivers what a stubbed client answers")
    func loadImageData_deliversStubbedBody() async throws {
        let sut = RemoteImageDataLoader(client: HTTPClientStub.responding(body: Data([1, 2, 3])))

        let data = try await sut.loadImageData(from: try #require(URL(string: "https://example.org/a.png")))

        #expect(data == Data([1, 2, 3]))
    }

    @Test("a missing local feed file reaches the loader as fileNotFound")
    func load_missingLocalFile() async throws {
        let url = URL(fileURLWithPath: "/tmp/missing-\(UUID().uuidString).json")
        let sut = RemoteFeedLoader(url: url, client: FileHTTPClient(), mapper: JSONTestFeedMapper())

        await #expect(throws: FeedLoadingError.fileNotFound(path: url.path)) { try await sut.load() }
    }
}
