import Domain
import Foundation
import Persistence
import Testing

@Suite("InMemoryFeedStore")
final class InMemoryFeedStoreTests: FeedStoreSpecs {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("retrieve delivers nil on an empty store")
    func retrieve_deliversNilOnEmptyStore() async throws {
        try await FeedStoreContract.retrieveDeliversNil(on: makeSUT())
    }

    @Test("retrieve has no side effects on an empty store")
    func retrieve_hasNoSideEffectsOnEmptyStore() async throws {
        try await FeedStoreContract.retrieveHasNoSideEffects(on: makeSUT())
    }

    @Test("retrieve delivers the inserted feed with its save date and validators")
    func retrieve_deliversTheInsertedFeedWithItsSaveDateAndValidators() async throws {
        try await FeedStoreContract.retrieveDeliversInserted(on: makeSUT())
    }

    @Test("retrieve delivers nil validators when none were saved")
    func retrieve_deliversNilValidatorsWhenNoneWereSaved() async throws {
        try await FeedStoreContract.retrieveDeliversNilValidators(on: makeSUT())
    }

    @Test("retrieve keeps every item field intact")
    func retrieve_keepsEveryItemFieldIntact() async throws {
        try await FeedStoreContract.retrieveKeepsEveryField(on: makeSUT())
    }

    @Test("retrieve keeps feeds of different URLs apart")
    func retrieve_keepsFeedsOfDifferentURLsApart() async throws {
        try await FeedStoreContract.retrieveKeepsURLsApart(on: makeSUT())
    }

    @Test("validators delivers what was saved with the copy")
    func validators_deliversWhatWasSavedWithTheCopy() async throws {
        try await FeedStoreContract.validatorsDeliversSaved(on: makeSUT())
    }

    @Test("insert replaces the previous copy")
    func insert_replacesThePreviousCopy() async throws {
        try await FeedStoreContract.insertReplaces(on: makeSUT())
    }

    @Test("delete removes only that feed")
    func delete_removesOnlyThatFeed() async throws {
        try await FeedStoreContract.deleteRemovesOnlyThatFeed(on: makeSUT())
    }

    @Test("delete has no effect on an empty store")
    func delete_hasNoEffectOnEmptyStore() async throws {
        try await FeedStoreContract.deleteOnEmptyHasNoEffect(on: makeSUT())
    }

    @Test("entries describe every stored feed: url, save date, item count, bytes")
    func entries_describesEveryStoredFeed() async throws {
        try await FeedStoreContract.entriesDescribeEveryFeed(on: makeSUT())
    }

    @Test("deleteAll removes every feed")
    func deleteAll_removesEveryFeed() async throws {
        try await FeedStoreContract.deleteAllRemovesEverything(on: makeSUT())
    }

    @Test("delete(savedBefore:) removes only older copies and counts them")
    func deleteSavedBefore_removesOnlyOlderCopiesAndCountsThem() async throws {
        try await FeedStoreContract.deleteSavedBeforeRemovesOlder(on: makeSUT())
    }

    @Test("serves concurrent calls without losing writes")
    func store_servesConcurrentCallsWithoutLosingWrites() async throws {
        try await FeedStoreContract.servesConcurrentCalls(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> InMemoryFeedStore {
        InMemoryFeedStore()
    }
}
