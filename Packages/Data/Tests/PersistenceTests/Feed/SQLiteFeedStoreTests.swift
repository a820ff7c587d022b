import Domain
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore")
final class SQLiteFeedStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("honours the feed-store contract", arguments: FeedStoreContract.behaviours)
    func feedStoreContract(_ behaviour: ContractBehaviour<any FeedStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("honours the read-state contract", arguments: ReadStateStoreContract.behaviours)
    func readStateContract(_ behaviour: ContractBehaviour<any FeedStore & ReadStateStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("creating the store creates no file or folder")
    func init_createsNothingOnDisk() async throws {
        _ = makeSUT()

        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("a second instance on the same file sees what the first saved")
    func retrieve_deliversWhatAnotherInstanceSaved() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        #expect(try await makeSUT().retrieve(for: anyURL())?.feed == makeFeed())
    }

    @Test("the database runs in WAL mode, so readers never wait for a writer")
    func firstUse_switchesTheDatabaseToWALMode() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())

        let header = try Data(contentsOf: directory.file("feeds.sqlite")).prefix(20)
        #expect(header.count == 20 && header[18] == 2 && header[19] == 2, "file format bytes 18-19 are 2 in WAL mode")
    }

    @Test("honours the search contract", arguments: ItemSearchingContract.behaviours)
    func searchContract(_ behaviour: ContractBehaviour<any FeedStore & ItemSearching>) async throws {
        try await behaviour.verify(makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }
}
