import Domain
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("RemoteFeedLoader")
struct RemoteFeedLoaderTests {
    @Test("init does not request anything")
    func init_doesNotRequest() {
        let (_, client) = makeSUT()

        #expect(client.messages.isEmpty)
    }

    @Test("load requests the feed URL without conditional headers: the unconditional load, for a file")
    func load_requestsURLWithoutConditionalHeaders() async throws {
        let (sut, client) = makeSUT()

        _ = try await complete(sut, client) { try $0.complete(withStatus: 200, body: feedJSON) }

        #expect(client.messages == [.get(feedURL, headers: [:])])
    }

    @Test("loadIfChanged without validators (nothing saved) requests the feed in full")
    func loadIfChanged_withoutValidatorsSendsNoConditionalHeaders() async throws {
        let (sut, client) = makeSUT()

        _ = try await completeIfChanged(sut, client, since: nil) { try $0.complete(withStatus: 200, body: feedJSON) }

        #expect(client.messages == [.get(feedURL, headers: [:])])
    }

    @Test("loadIfChanged sends If-None-Match and If-Modified-Since from the validators it is given")
    func loadIfChanged_sendsConditionalHeaders() async throws {
        let saved = CacheValidators(etag: "\"v1\"", lastModified: "Tue, 01 Apr 2025 10:00:00 GMT")
        let (sut, client) = makeSUT()

        _ = try await completeIfChanged(sut, client, since: saved) { try $0.complete(withStatus: 200, body: feedJSON) }

        let expected = ["If-None-Match": "\"v1\"", "If-Modified-Since": "Tue, 01 Apr 2025 10:00:00 GMT"]
        #expect(client.messages == [.get(feedURL, headers: expected)])
    }

    @Test("loadIfChanged sends only If-None-Match when the validators hold only an ETag")
    func loadIfChanged_sendsOnlyTheValidatorItHas() async throws {
        let (sut, client) = makeSUT()

        _ = try await completeIfChanged(sut, client, since: CacheValidators(etag: "abc")) {
            try $0.complete(withStatus: 200, body: feedJSON)
        }

        #expect(client.messages == [.get(feedURL, headers: ["If-None-Match": "abc"])])
    }

    @Test("loadIfChanged answers unchanged on a 304, so the saved copy is served")
    func loadIfChanged_answersUnchangedOn304() async throws {
        let (sut, client) = makeSUT()

        let result = try await completeIfChanged(sut, client, since: CacheValidators(etag: "abc")) {
            try $0.complete(withStatus: 304)
        }

        #expect(try result.get() == .unchanged)
    }

    @Test("loadIfChanged delivers the feed on a 200, as load does")
    func loadIfChanged_deliversTheFeedOn200() async throws {
        let (sut, client) = makeSUT()

        let result = try await completeIfChanged(sut, client, since: CacheValidators(etag: "abc")) {
            try $0.complete(withStatus: 200, body: feedJSON)
        }

        guard case .loaded(let loaded) = try result.get() else {
            Issue.record("expected the loaded feed")
            return
        }
        #expect(loaded.origin == .remote && loaded.feed.items.map(\.id) == ["1", "2"])
    }

    @Test("load, with no saved copy to serve, throws httpStatus on a 304")
    func load_throwsHTTPStatusOn304() async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client) { try $0.complete(withStatus: 304) }

        #expect(result.failure == .httpStatus(code: 304, host: "example.org"))
    }

    @Test(
        "load throws httpStatus with the host on a status that is not 2xx", arguments: [199, 300, 400, 404, 500, 503])
    func load_throwsHTTPStatusOnNon2xx(code: Int) async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client) { try $0.complete(withStatus: code, body: feedJSON) }

        #expect(result.failure == .httpStatus(code: code, host: "example.org"))
    }

    @Test("load maps every client error to the Domain's error", arguments: ClientErrorCase.all)
    func load_mapsClientErrors(mapping: ClientErrorCase) async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client) { try $0.complete(with: mapping.clientError) }

        #expect(result.failure == mapping.expected)
    }

    @Test("load delivers the mapped feed from the network with the response's validators")
    func load_deliversMappedFeedWithValidators() async throws {
        let (sut, client) = makeSUT()
        let headers = ["etag": "\"v2\"", "last-modified": "Wed, 02 Apr 2025 10:00:00 GMT"]

        let result = try await complete(sut, client) {
            try $0.complete(withStatus: 200, body: feedJSON, headers: headers)
        }

        let loaded = try result.get()
        #expect(loaded.feed == Feed(title: "News", items: [FeedItem(id: "1"), FeedItem(id: "2")]))
        #expect(loaded.origin == .remote)
        #expect(loaded.validators == CacheValidators(etag: "\"v2\"", lastModified: "Wed, 02 Apr 2025 10:00:00 GMT"))
    }

    @Test("load delivers no validators when the response has none")
    func load_deliversNoValidatorsWithoutHeaders() async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client) { try $0.complete(withStatus: 200, body: feedJSON) }

        #expect(try result.get().validators == nil)
    }

    @Test("load hands the mapper the body, the final URL and the content type")
    func load_handsTheMapperTheDocument() async throws {
        let mapper = FeedMapperSpy()
        let (sut, client) = makeSUT(mapper: mapper)
        let finalURL = try #require(URL(string: "https://cdn.example.org/feed.json"))
        let response = HTTPResponse(
            url: finalURL,
            statusCode: 200,
            headers: ["content-type": "application/feed+json"],
            body: feedJSON
        )

        _ = try await complete(sut, client) { try $0.complete(with: response) }

        #expect(mapper.documents == [FeedDocument(data: feedJSON, url: finalURL, contentType: "application/feed+json")])
    }

    @Test("load passes the mapper's FeedLoadingError through unchanged")
    func load_passesMapperDomainErrorsThrough() async throws {
        let mapperError = FeedLoadingError.notAFeed(reason: "an HTML page")
        let (sut, client) = makeSUT(mapper: FeedMapperSpy(result: .failure(mapperError)))

        let result = try await complete(sut, client) { try $0.complete(withStatus: 200, body: Data("<html>".utf8)) }

        #expect(result.failure == mapperError)
    }

    @Test("load wraps any other mapper error as malformed")
    func load_wrapsOtherMapperErrors() async throws {
        let (sut, client) = makeSUT(mapper: FeedMapperSpy(result: .failure(OtherError())))

        let result = try await complete(sut, client) { try $0.complete(withStatus: 200, body: feedJSON) }

        #expect(result.failure == .malformed(reason: "OtherError()", line: nil, column: nil))
    }

    @Test("cancelling load cancels the request and throws cancelled")
    func load_cancelledTaskCancelsTheRequest() async throws {
        let (sut, client) = makeSUT()
        let task = Task { try await sut.load() }
        try await client.waitForRequests(count: 1)

        task.cancel()
        let result = await task.result

        #expect(result.failure == .cancelled)
        #expect(client.messages == [.get(feedURL, headers: [:]), .cancel(feedURL)])
    }

    // MARK: - Helpers

    private let feedURL = URL(string: "https://example.org/feed.json")!
    private let feedJSON = JSONTestFeedMapper.json(title: "News", itemIDs: ["1", "2"])

    private func makeSUT(
        mapper: any FeedMapper = JSONTestFeedMapper()
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        let sut = RemoteFeedLoader(url: feedURL, client: client, mapper: mapper)
        return (sut, client)
    }

    /// Starts a load, waits for its request, completes it with `action`, and returns the load's result.
    private func complete(
        _ sut: RemoteFeedLoader,
        _ client: HTTPClientSpy,
        with action: (HTTPClientSpy) throws -> Void
    ) async throws -> Result<LoadedFeed, any Error> {
        let task = Task { try await sut.load() }
        try await client.waitForRequests(count: 1)
        try action(client)
        return await task.result
    }

    /// Starts a conditional load since `validators`, waits for its request, completes it with `action`, and
    /// returns the load's result.
    private func completeIfChanged(
        _ sut: RemoteFeedLoader,
        _ client: HTTPClientSpy,
        since validators: CacheValidators?,
        with action: (HTTPClientSpy) throws -> Void
    ) async throws -> Result<ConditionalLoad, any Error> {
        let task = Task { try await sut.loadIfChanged(since: validators) }
        try await client.waitForRequests(count: 1)
        try action(client)
        return await task.result
    }

    private struct OtherError: Error {}
}
