import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("LocalFeedCacheMaintenance")
struct LocalFeedCacheMaintenanceTests {
    @Test("entries passes the store's entries on")
    func entries_deliversTheStoresEntries() async throws {
        let (sut, store) = makeSUT()

        let entries = try await sut.entries()

        #expect(entries == [CachedFeedEntry(url: anyURL(), savedAt: anyDate(), itemCount: 2, bytes: 10)])
        #expect(store.messages == [.entries])
    }

    @Test("clear deletes everything in the store")
    func clear_deletesAll() async throws {
        let (sut, store) = makeSUT()

        try await sut.clear()

        #expect(store.messages == [.deleteAll])
    }

    @Test("prune deletes the copies older than the retention limit and counts them")
    func prune_deletesCopiesOlderThanTheRetentionCutoff() async throws {
        let (sut, store) = makeSUT(retention: CacheRetentionPolicy(maxAge: 100))

        let deleted = try await sut.prune(now: anyDate())

        #expect(deleted == 3)
        #expect(store.messages == [.deleteSavedBefore(anyDate(-100))])
    }

    @Test("prune keeps copies for 30 days by default")
    func prune_byDefault_keepsThirtyDays() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.prune(now: anyDate())

        #expect(store.messages == [.deleteSavedBefore(anyDate(-30 * 24 * 60 * 60))])
    }

    @Test("prune passes the store's error on")
    func prune_deliversTheStoreError() async {
        let (sut, store) = makeSUT()
        store.stubFailure(.unavailable(reason: "read-only"))

        await #expect(throws: CacheError.unavailable(reason: "read-only")) {
            _ = try await sut.prune(now: anyDate())
        }
    }

    @Test("prune on a real store deletes only what is past retention")
    func prune_onARealStore_deletesOnlyOldCopies() async throws {
        let store = InMemoryFeedStore()
        let sut = LocalFeedCacheMaintenance(store: store, retention: CacheRetentionPolicy(maxAge: 60))
        try await store.insert(makeFeed(), validators: nil, savedAt: anyDate(-61), for: anyURL("old"))
        try await store.insert(makeFeed(), validators: nil, savedAt: anyDate(-59), for: anyURL("recent"))

        #expect(try await sut.prune(now: anyDate()) == 1)
        #expect(try await sut.entries().map(\.url) == [anyURL("recent")])
    }

    // MARK: - Helpers

    private func makeSUT(
        retention: CacheRetentionPolicy = CacheRetentionPolicy()
    ) -> (sut: LocalFeedCacheMaintenance, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (LocalFeedCacheMaintenance(store: store, retention: retention), store)
    }
}
