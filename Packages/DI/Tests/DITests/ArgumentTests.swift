import DI
import Foundation
import Testing

@Suite("Runtime arguments")
struct ArgumentTests {
    @Test("a factory with an argument gets the argument passed to resolve")
    func argumentIsPassed() throws {
        let container = makeSUT()

        let feed = try container.resolve((any FeedLoader).self, argument: feedURL)
        let other = try container.resolve((any FeedLoader).self, argument: otherURL)

        #expect((feed as? RemoteFeedLoader)?.url == feedURL)
        #expect((other as? RemoteFeedLoader)?.url == otherURL)
        #expect(container.isRegistered((any FeedLoader).self, argumentType: URL.self))
    }

    @Test("resolving with another argument type fails with argumentMismatch and names both types")
    func argumentTypeMismatch() {
        let container = makeSUT()

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: "https://example.com")
        }

        #expect(error?.kind == .argumentMismatch)
        #expect(
            error?.description
                == "FeedLoader(argument: String): FeedLoader is registered with an argument of type URL "
                + "but was resolved with an argument of type String")
    }

    @Test("resolving without the argument a registration needs fails with argumentMismatch")
    func missingArgument() {
        let container = makeSUT()

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any FeedLoader).self) }

        #expect(error?.kind == .argumentMismatch)
    }

    @Test("a factory can resolve a service that takes an argument through its resolver")
    func argumentThroughResolver() throws {
        let container = makeSUT()
        container.register(FeedViewModel.self) { r in
            FeedViewModel(loader: try r.resolve((any FeedLoader).self, argument: feedURL))
        }

        let model = try container.resolve(FeedViewModel.self)

        #expect((model.loader as? RemoteFeedLoader)?.url == feedURL)
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
        container.register((any FeedLoader).self) { (r: Resolver, url: URL) in
            RemoteFeedLoader(url: url, client: try r.resolve((any HTTPClient).self))
        }
        return container
    }
}
