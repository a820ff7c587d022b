import Domain
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@Suite("RemoteImageDataLoader")
struct RemoteImageDataLoaderTests {
    @Test("loadImageData requests the URL of each call, with one shared loader")
    func loadImageData_requestsTheURLOfEachCall() async throws {
        let (sut, client) = makeSUT()
        let otherURL = URL(string: "https://example.org/other.png")!

        _ = try await complete(sut, client, url: imageURL) { try $0.complete(withStatus: 200, body: imageData) }
        _ = try await complete(sut, client, url: otherURL) { try $0.complete(withStatus: 200, body: imageData, at: 1) }

        #expect(client.messages == [.get(imageURL, headers: [:]), .get(otherURL, headers: [:])])
    }

    @Test("loadImageData delivers the body of a 2xx response")
    func loadImageData_deliversBodyOn2xx() async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client, url: imageURL) {
            try $0.complete(withStatus: 200, body: imageData)
        }

        #expect(try result.get() == imageData)
    }

    @Test("loadImageData throws httpStatus on a status that is not 2xx", arguments: [304, 404, 500])
    func loadImageData_throwsHTTPStatusOnNon2xx(code: Int) async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client, url: imageURL) {
            try $0.complete(withStatus: code, body: imageData)
        }

        #expect(result.imageFailure == .httpStatus(code: code, host: "example.org"))
    }

    @Test("loadImageData throws empty on an empty 200")
    func loadImageData_throwsOnEmptyBody() async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client, url: imageURL) { try $0.complete(withStatus: 200) }

        #expect(result.imageFailure == .empty(url: imageURL))
    }

    @Test("loadImageData maps every client error to the Domain's error", arguments: ClientErrorCase.all)
    func loadImageData_mapsClientErrors(mapping: ClientErrorCase) async throws {
        let (sut, client) = makeSUT()

        let result = try await complete(sut, client, url: imageURL) { try $0.complete(with: mapping.clientError) }

        #expect(result.imageFailure == mapping.image)
    }

    @Test("cancelling loadImageData cancels the request and throws cancelled")
    func loadImageData_cancelledTaskCancelsTheRequest() async throws {
        let (sut, client) = makeSUT()
        let task = Task { try await sut.loadImageData(from: imageURL) }
        try await client.waitForRequests(count: 1)

        task.cancel()
        let result = await task.result

        #expect(result.imageFailure == .cancelled)
        #expect(client.messages == [.get(imageURL, headers: [:]), .cancel(imageURL)])
    }

    // MARK: - Helpers

    private let imageURL = URL(string: "https://example.org/image.png")!
    private let imageData = Data([0x89, 0x50, 0x4E, 0x47])

    private func makeSUT() -> (sut: RemoteImageDataLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy()
        return (RemoteImageDataLoader(client: client), client)
    }

    private func complete(
        _ sut: RemoteImageDataLoader,
        _ client: HTTPClientSpy,
        url: URL,
        with action: (HTTPClientSpy) throws -> Void
    ) async throws -> Result<Data, any Error> {
        let before = client.requestedURLs.count
        let task = Task { try await sut.loadImageData(from: url) }
        try await client.waitForRequests(count: before + 1)
        try action(client)
        return await task.result
    }
}
