/// The behaviours every ``ReadStateStore`` that is also a ``FeedStore`` shows; each store's suite adopts
/// this list, so none is forgotten.
///
/// Each test calls the shared assertion of the same name in `ReadStateStoreSpecs+Assertions.swift`.
protocol ReadStateStoreSpecs {
    func readStates_giveEachSavedItemAReferenceFirstSeenAtTheSaveAndUnread() async throws
    func insert_keepsTheStateOfItemsStillListedAndForgetsTheOthers() async throws
    func references_areUniqueAcrossFeedsAndNeverReused() async throws
    func itemsMatching_findsByReferenceOrByIdInEveryFeed() async throws
    func markAllRead_marksOnlyThatFeedsUnreadItemsAndCountsThem() async throws
    func markAllRead_failsAsNotCachedForAFeedNotCached() async throws
    func markRead_keepsAnEarlierReadDateAndMarkUnreadClearsIt() async throws
    func deleteAll_forgetsTheReadState() async throws
}
