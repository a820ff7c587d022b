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

    @Test("finishRead records the feeds shown and deletes the copies older than the retention limit, in one call")
    func finishRead_recordsTheShowingsAndDeletesPastTheRetentionCutoff_inOneStoreCall() async throws {
        let (sut, store) = makeSUT(retention: CacheRetentionPolicy(maxAge: 100))
        let shown = [anyURL("one"): anyDate(-5), anyURL("two"): anyDate(-3), anyURL("three"): anyDate(-1)]

        let deleted = try await sut.finishRead(shown: shown, now: anyDate())

        #expect(deleted == 3)
        #expect(store.messages == [.recordShown(shown, deletingSavedBefore: anyDate(-100))])
    }

    @Test("finishRead keeps copies for 30 days by default")
    func finishRead_byDefault_keepsThirtyDays() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.finishRead(shown: [:], now: anyDate())

        #expect(store.messages == [.recordShown([:], deletingSavedBefore: anyDate(-30 * 24 * 60 * 60))])
    }

    @Test("finishRead passes the store's error on")
    func finishRead_deliversTheStoreError() async {
        let (sut, store) = makeSUT()
        store.stubFailure(.unavailable(reason: "read-only"))

        await #expect(throws: CacheError.unavailable(reason: "read-only")) {
            _ = try await sut.finishRead(shown: [anyURL(): anyDate()], now: anyDate())
        }
    }

    @Test("finishRead on a real store deletes only what is past retention and records what was shown")
    func finishRead_onARealStore_deletesOnlyOldCopies_andRecordsTheShowings() async throws {
        let store = InMemoryFeedStore()
        let sut = LocalFeedCacheMaintenance(store: store, retention: CacheRetentionPolicy(maxAge: 60))
        try await store.insert(makeFeed(), validators: nil, savedAt: anyDate(-61), for: anyURL("old"))
        try await store.insert(makeFeed(), validators: nil, savedAt: anyDate(-59), for: anyURL("recent"))

        #expect(try await sut.finishRead(shown: [anyURL("recent"): anyDate(-1)], now: anyDate()) == 1)
        #expect(try await sut.entries().map(\.url) == [anyURL("recent")])
        #expect(try await store.retrieve(for: anyURL("recent"))?.lastShown == anyDate(-1))
    }

    // MARK: - Helpers

    private func makeSUT(
        retention: CacheRetentionPolicy = CacheRetentionPolicy()
    ) -> (sut: LocalFeedCacheMaintenance, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (LocalFeedCacheMaintenance(store: store, retention: retention), store)
    }
}
