import Domain
import Foundation
import Persistence
import Testing

@Suite("SQLiteFeedStore's read state")
final class SQLiteFeedStoreReadStateTests: ReadStateStoreSpecs {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("each saved item gets a reference, is first seen at the save and is unread")
    func readStates_giveEachSavedItemAReferenceFirstSeenAtTheSaveAndUnread() async throws {
        try await ReadStateStoreContract.statesOfSavedItems(on: makeSUT())
    }

    @Test("a save keeps the state of items still listed and forgets the others")
    func insert_keepsTheStateOfItemsStillListedAndForgetsTheOthers() async throws {
        try await ReadStateStoreContract.insertKeepsListedStates(on: makeSUT())
    }

    @Test("references are unique across feeds and never reused")
    func references_areUniqueAcrossFeedsAndNeverReused() async throws {
        try await ReadStateStoreContract.referencesAreUnique(on: makeSUT())
    }

    @Test("items(matching:) finds an item by reference, or by id in every feed")
    func itemsMatching_findsByReferenceOrByIdInEveryFeed() async throws {
        try await ReadStateStoreContract.itemsMatching(on: makeSUT())
    }

    @Test("markAllRead marks only that feed's unread items and counts them")
    func markAllRead_marksOnlyThatFeedsUnreadItemsAndCountsThem() async throws {
        try await ReadStateStoreContract.markAllRead(on: makeSUT())
    }

    @Test("markAllRead fails as not cached for a feed that is not cached")
    func markAllRead_failsAsNotCachedForAFeedNotCached() async throws {
        await ReadStateStoreContract.markAllReadNotCached(on: makeSUT())
    }

    @Test("markRead keeps an earlier read date; markUnread clears it")
    func markRead_keepsAnEarlierReadDateAndMarkUnreadClearsIt() async throws {
        try await ReadStateStoreContract.markReadAndUnread(on: makeSUT())
    }

    @Test("deleteAll forgets the read state")
    func deleteAll_forgetsTheReadState() async throws {
        try await ReadStateStoreContract.deleteAllForgets(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }
}
