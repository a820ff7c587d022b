import Domain
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("InMemoryFeedStore")
struct InMemoryFeedStoreTests {
    @Test("honours the feed-store contract", arguments: FeedStoreContract.behaviours)
    func feedStoreContract(_ behaviour: ContractBehaviour<any FeedStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("honours the read-state contract", arguments: ReadStateStoreContract.behaviours)
    func readStateContract(_ behaviour: ContractBehaviour<any FeedStore & ReadStateStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("honours the search contract", arguments: ItemSearchingContract.behaviours)
    func searchContract(_ behaviour: ContractBehaviour<any FeedStore & ItemSearching>) async throws {
        try await behaviour.verify(makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> InMemoryFeedStore {
        InMemoryFeedStore()
    }
}
