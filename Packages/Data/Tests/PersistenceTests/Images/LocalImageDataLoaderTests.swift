import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Synchronization
import Testing

@Suite("LocalImageDataLoader")
struct LocalImageDataLoaderTests {
    @Test("creating the loader does not touch the store")
    func init_doesNotMessageTheStore() {
        let (_, store) = makeSUT()

        #expect(store.messages.isEmpty)
    }

    @Test("load delivers the stored bytes of that URL")
    func load_deliversTheStoredBytes() async throws {
        let (sut, store) = makeSUT()
        store.stub(.success(.bytes(4)))

        let data = try await sut.loadImageData(from: anyURL("image"))

        #expect(data == .bytes(4))
        #expect(store.messages == [.retrieve(anyURL("image"))])
    }

    @Test("load fails with notCached when nothing is stored")
    func load_failsWithNotCachedOnMiss() async {
        let (sut, _) = makeSUT()

        await #expect(throws: ImageLoadingError.notCached) { try await sut.loadImageData(from: anyURL("image")) }
    }

    @Test("load passes the store's error on")
    func load_deliversTheStoreError() async {
        let (sut, store) = makeSUT()
        store.stub(.failure(.unavailable(reason: "damaged")))

        await #expect(throws: ImageLoadingError.cache(.unavailable(reason: "damaged"))) {
            try await sut.loadImageData(from: anyURL("image"))
        }
    }

    @Test("load in a cancelled task fails with cancelled and leaves the store alone")
    func load_whenCancelled_failsWithoutTouchingTheStore() async {
        let (sut, store) = makeSUT()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.loadImageData(from: anyURL("image"))
        }

        await #expect(throws: ImageLoadingError.cancelled) { try await task.value }
        #expect(store.messages.isEmpty)
    }

    @Test("save inserts the bytes for the URL")
    func save_insertsTheBytes() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(.bytes(3), for: anyURL("image"))

        #expect(store.messages == [.insert(.bytes(3), anyURL("image"))])
    }

    @Test("save then load round-trips through a real store")
    func saveThenLoad_roundTripsThroughARealStore() async throws {
        let sut = LocalImageDataLoader(store: InMemoryImageDataStore(byteLimit: 100))

        try await sut.save(.bytes(3), for: anyURL("image"))

        #expect(try await sut.loadImageData(from: anyURL("image")) == .bytes(3))
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LocalImageDataLoader, store: ImageDataStoreSpy) {
        let store = ImageDataStoreSpy()
        return (LocalImageDataLoader(store: store), store)
    }
}

private final class ImageDataStoreSpy: ImageDataStore {
    enum Message: Equatable {
        case retrieve(URL)
        case insert(Data, URL)
    }

    private let state = Mutex<(messages: [Message], result: Result<Data?, CacheError>)>(([], .success(nil)))

    var messages: [Message] { state.withLock { $0.messages } }

    func stub(_ result: Result<Data?, CacheError>) {
        state.withLock { $0.result = result }
    }

    func retrieve(dataFor url: URL) async throws -> Data? {
        try state.withLock { state in
            state.messages.append(.retrieve(url))
            return try state.result.get()
        }
    }

    func insert(_ data: Data, for url: URL) async throws {
        state.withLock { $0.messages.append(.insert(data, url)) }
    }
}
