import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("LocalFeedLoader")
struct LocalFeedLoaderTests {
    @Test("creating the loader does not touch the store")
    func init_doesNotMessageTheStore() {
        let (_, store) = makeSUT()

        #expect(store.messages.isEmpty)
    }

    @Test("load asks the store for this feed's URL only")
    func load_retrievesTheCopyOfItsURL() async {
        let (sut, store) = makeSUT(url: anyURL("mine"))

        _ = try? await sut.load()

        #expect(store.messages == [.retrieve(anyURL("mine"))])
    }

    @Test("load delivers a fresh copy with its save date, marked fresh")
    func load_deliversAFreshCopyMarkedFresh() async throws {
        let (sut, store) = makeSUT(now: anyDate(), policy: FeedCachePolicy(maxAge: 60))
        store.stubRetrieval(.success(CachedFeed(feed: makeFeed(), savedAt: anyDate(-59), validators: nil)))

        let loaded = try await sut.load()

        #expect(
            loaded == LoadedFeed(feed: makeFeed(), origin: .cache(CacheInfo(savedAt: anyDate(-59), isStale: false))))
    }

    @Test("load delivers the validators saved with the copy, so a polite reader knows how long it stays fresh")
    func load_deliversTheSavedValidators() async throws {
        let (sut, store) = makeSUT(now: anyDate(), policy: FeedCachePolicy(maxAge: 60))
        let validators = CacheValidators(etag: "e", lifetime: 7200)
        store.stubRetrieval(.success(CachedFeed(feed: makeFeed(), savedAt: anyDate(-1), validators: validators)))

        let loaded = try await sut.load()

        #expect(loaded.validators == validators)
    }

    @Test("load delivers the read states and the last showing retrieved with the copy")
    func load_deliversTheRetrievedReadStatesAndLastShowing() async throws {
        let (sut, store) = makeSUT(now: anyDate())
        let states = [ItemReadState(reference: 4, firstSeen: anyDate(-9), readAt: anyDate(-1)), nil]
        store.stubRetrieval(
            .success(
                CachedFeed(
                    feed: makeFeed(), savedAt: anyDate(-1), validators: nil, readStates: states,
                    lastShown: anyDate(-5))))

        let loaded = try await sut.load()

        #expect(loaded.readStates == states)
        #expect(loaded.lastShown == anyDate(-5))
    }

    @Test("load delivers a stale copy, marked stale, never hidden")
    func load_deliversAStaleCopyMarkedStale() async throws {
        let (sut, store) = makeSUT(now: anyDate(), policy: FeedCachePolicy(maxAge: 60))
        store.stubRetrieval(.success(CachedFeed(feed: makeFeed(), savedAt: anyDate(-60), validators: nil)))

        let loaded = try await sut.load()

        #expect(loaded == LoadedFeed(feed: makeFeed(), origin: .cache(CacheInfo(savedAt: anyDate(-60), isStale: true))))
    }

    @Test("load fails with notCached when nothing is cached")
    func load_failsWithNotCachedOnEmptyCache() async {
        let (sut, _) = makeSUT()

        await #expect(throws: FeedLoadingError.notCached) { try await sut.load() }
    }

    @Test("load passes the store's error on, as the cache case")
    func load_deliversTheStoreError() async {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(.unavailable(reason: "broken")))

        await #expect(throws: FeedLoadingError.cache(.unavailable(reason: "broken"))) { try await sut.load() }
    }

    @Test("load in a cancelled task fails with cancelled and leaves the store alone")
    func load_whenCancelled_failsWithoutTouchingTheStore() async {
        let (sut, store) = makeSUT()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.load()
        }

        await #expect(throws: FeedLoadingError.cancelled) { try await task.value }
        #expect(store.messages.isEmpty)
    }

    @Test("save inserts the feed and validators for its URL, dated by the clock")
    func save_insertsWithTheClocksDate() async throws {
        let (sut, store) = makeSUT(url: anyURL("mine"), now: anyDate(42))
        let validators = CacheValidators(etag: "e")

        try await sut.save(makeFeed(), validators: validators)

        #expect(store.messages == [.insert(makeFeed(), validators, savedAt: anyDate(42), anyURL("mine"))])
    }

    @Test("save returns the read states the store gave the items saved, and the feed's last showing")
    func save_returnsTheStoresReadStatesAndLastShowing() async throws {
        let (sut, store) = makeSUT(now: anyDate(42))
        store.stubLastShown(anyDate(7))

        let state = try await sut.save(makeFeed(), validators: nil)

        #expect(state.items == [1, 2].map { ItemReadState(reference: $0, firstSeen: anyDate(42), readAt: nil) })
        #expect(state.lastShown == anyDate(7))
    }

    @Test("save passes the store's error on")
    func save_deliversTheStoreError() async {
        let (sut, store) = makeSUT()
        store.stubFailure(.unavailable(reason: "disk full"))

        await #expect(throws: CacheError.unavailable(reason: "disk full")) {
            try await sut.save(makeFeed(), validators: nil)
        }
    }

    @Test("save then load round-trips through a real store")
    func saveThenLoad_roundTripsThroughARealStore() async throws {
        let sut = LocalFeedLoader(
            url: anyURL(), store: InMemoryFeedStore(), clock: FixedWallClock(now: anyDate()))

        try await sut.save(makeFeed(), validators: CacheValidators(etag: "e"))

        let loaded = try await sut.load()
        #expect(loaded.feed == makeFeed())
        #expect(loaded.validators == CacheValidators(etag: "e"))
    }

    @Test("through a real store, the showing a read recorded comes back with the next save and the next load")
    func lastShown_roundTripsThroughARealStore() async throws {
        let store = InMemoryFeedStore()
        let sut = LocalFeedLoader(url: anyURL(), store: store, clock: FixedWallClock(now: anyDate()))
        let first = try await sut.save(makeFeed(), validators: nil)
        _ = try await store.recordShown([anyURL(): anyDate(5)], deletingSavedBefore: anyDate(-60))

        let second = try await sut.save(makeFeed(items: 3), validators: nil)
        let loaded = try await sut.load()

        #expect(first.lastShown == nil)
        #expect(second.lastShown == anyDate(5))
        #expect(loaded.lastShown == anyDate(5))
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL = anyURL(), now: Date = anyDate(), policy: FeedCachePolicy = FeedCachePolicy()
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(url: url, store: store, policy: policy, clock: FixedWallClock(now: now))
        return (sut, store)
    }
}
