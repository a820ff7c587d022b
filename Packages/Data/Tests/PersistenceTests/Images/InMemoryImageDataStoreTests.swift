import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("InMemoryImageDataStore")
final class InMemoryImageDataStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("honours the image-store contract", arguments: ImageDataStoreContract.behaviours)
    func imageDataStoreContract(_ behaviour: ContractBehaviour<any ImageDataStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("evicts the least recently inserted image when the byte limit is passed")
    func insert_pastTheLimit_evictsTheLeastRecentlyUsed() async throws {
        let sut = makeSUT(byteLimit: 25)
        try await sut.insert(.bytes(10), for: anyURL("first"))
        try await sut.insert(.bytes(10), for: anyURL("second"))

        try await sut.insert(.bytes(10), for: anyURL("third"))

        #expect(try await sut.retrieve(dataFor: anyURL("first")) == nil)
        #expect(try await sut.retrieve(dataFor: anyURL("second")) != nil)
        #expect(try await sut.retrieve(dataFor: anyURL("third")) != nil)
    }

    @Test("reading an image makes it recently used, so another one is evicted instead")
    func retrieve_makesTheImageRecentlyUsed() async throws {
        let sut = makeSUT(byteLimit: 25)
        try await sut.insert(.bytes(10), for: anyURL("first"))
        try await sut.insert(.bytes(10), for: anyURL("second"))
        _ = try await sut.retrieve(dataFor: anyURL("first"))

        try await sut.insert(.bytes(10), for: anyURL("third"))

        #expect(try await sut.retrieve(dataFor: anyURL("first")) != nil)
        #expect(try await sut.retrieve(dataFor: anyURL("second")) == nil)
    }

    @Test("evicts as many images as needed to fit a large one")
    func insert_ofALargeImage_evictsSeveral() async throws {
        let sut = makeSUT(byteLimit: 30)
        for name in ["a", "b", "c"] { try await sut.insert(.bytes(10), for: anyURL(name)) }

        try await sut.insert(.bytes(25), for: anyURL("large"))

        for name in ["a", "b", "c"] { #expect(try await sut.retrieve(dataFor: anyURL(name)) == nil) }
        #expect(try await sut.retrieve(dataFor: anyURL("large")) == .bytes(25))
    }

    @Test("an image larger than the whole limit is not kept, and its earlier bytes are dropped")
    func insert_ofAnImageOverTheLimit_keepsNothingForIt() async throws {
        let sut = makeSUT(byteLimit: 20)
        try await sut.insert(.bytes(10), for: anyURL("other"))
        try await sut.insert(.bytes(10), for: anyURL("huge"))

        try await sut.insert(.bytes(21), for: anyURL("huge"))

        #expect(try await sut.retrieve(dataFor: anyURL("huge")) == nil)
        #expect(try await sut.retrieve(dataFor: anyURL("other")) == .bytes(10))
    }

    @Test("replacing an image counts only its new size against the limit")
    func insert_replacingAnImage_countsOnlyItsNewSize() async throws {
        let sut = makeSUT(byteLimit: 20)
        try await sut.insert(.bytes(10), for: anyURL("other"))
        try await sut.insert(.bytes(10), for: anyURL("image"))

        try await sut.insert(.bytes(10, value: 9), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("other")) == .bytes(10))
        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(10, value: 9))
    }

    // MARK: - Helpers

    private func makeSUT(byteLimit: Int = 1_000) -> InMemoryImageDataStore {
        InMemoryImageDataStore(byteLimit: byteLimit)
    }
}
