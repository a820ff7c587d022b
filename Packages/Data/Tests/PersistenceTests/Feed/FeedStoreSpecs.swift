/// The behaviours every ``FeedStore`` shows; each store's suite adopts this list, so none is forgotten.
///
/// Each test calls the shared assertion of the same name in `FeedStoreSpecs+Assertions.swift`.
protocol FeedStoreSpecs {
    func retrieve_deliversNilOnEmptyStore() async throws
    func retrieve_hasNoSideEffectsOnEmptyStore() async throws
    func retrieve_deliversTheInsertedFeedWithItsSaveDateAndValidators() async throws
    func retrieve_deliversNilValidatorsWhenNoneWereSaved() async throws
    func retrieve_keepsEveryItemFieldIntact() async throws
    func retrieve_keepsFeedsOfDifferentURLsApart() async throws
    func validators_deliversWhatWasSavedWithTheCopy() async throws
    func insert_replacesThePreviousCopy() async throws
    func delete_removesOnlyThatFeed() async throws
    func delete_hasNoEffectOnEmptyStore() async throws
    func entries_describesEveryStoredFeed() async throws
    func deleteAll_removesEveryFeed() async throws
    func deleteSavedBefore_removesOnlyOlderCopiesAndCountsThem() async throws
    func store_servesConcurrentCallsWithoutLosingWrites() async throws
}
