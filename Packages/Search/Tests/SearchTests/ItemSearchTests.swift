import Domain
import DomainTestSupport
import Foundation
import Search
import Synchronization
import Testing

@Suite("Searching the cached items")
struct ItemSearchTests {
    @Test("asks the index for the typed words, in the feed asked, with the limit")
    func asksTheIndex() async throws {
        let (sut, index) = makeSUT(limit: 7)

        _ = try await sut.results(for: "swift actors", in: anyURL())

        #expect(index.queries == [SearchQuery(text: "swift actors", feedURL: anyURL(), limit: 7)])
    }

    @Test("gives the index's results in its order")
    func givesResults() async throws {
        let results = [result(id: "b"), result(id: "a")]
        let (sut, _) = makeSUT(results: .success(results))

        #expect(try await sut.results(for: "swift") == results)
    }

    @Test("refuses text without a word, and never asks the index")
    func refusesNoWords() async {
        let (sut, index) = makeSUT()

        await #expect(throws: SearchError.noWords) { try await sut.results(for: "   ") }
        #expect(index.queries.isEmpty)
    }

    @Test("reports an index failure as the cache's error")
    func reportsFailure() async {
        let failure = SearchError.cache(.unavailable(reason: "disk gone"))
        let (sut, _) = makeSUT(results: .failure(failure))

        await #expect(throws: failure) { try await sut.results(for: "swift") }
    }

    // MARK: - Helpers

    private func makeSUT(
        limit: Int = 50, results: Result<[SearchResult], SearchError> = .success([])
    ) -> (ItemSearch, ItemIndexSpy) {
        let index = ItemIndexSpy(results: results)
        return (ItemSearch(index: index, limit: limit), index)
    }

    private func result(id: String) -> SearchResult {
        SearchResult(
            feedURL: anyURL(), feedTitle: "Feed", id: id, title: "Title \(id)", link: nil, published: nil,
            snippet: SearchSnippet(runs: [.init("Title ", isMatch: false), .init(id, isMatch: true)]))
    }
}

/// Records each query and answers with a fixed result.
private final class ItemIndexSpy: ItemSearching {
    private let received = Mutex<[SearchQuery]>([])
    private let results: Result<[SearchResult], SearchError>

    init(results: Result<[SearchResult], SearchError>) {
        self.results = results
    }

    var queries: [SearchQuery] { received.withLock { $0 } }

    func search(_ query: SearchQuery) async throws -> [SearchResult] {
        received.withLock { $0.append(query) }
        return try results.get()
    }
}
