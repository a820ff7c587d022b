import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("SQLiteImageDataStore")
final class SQLiteImageDataStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("honours the image-store contract", arguments: ImageDataStoreContract.behaviours)
    func imageDataStoreContract(_ behaviour: ContractBehaviour<any ImageDataStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("creating the store creates no file or folder")
    func init_createsNothingOnDisk() {
        _ = makeSUT()

        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("a second instance on the same file sees what the first saved")
    func retrieve_deliversWhatAnotherInstanceSaved() async throws {
        try await makeSUT().insert(.bytes(10), for: anyURL("image"))

        #expect(try await makeSUT().retrieve(dataFor: anyURL("image")) == .bytes(10))
    }

    @Test("a write that fails before it is committed leaves the previous bytes readable")
    func insert_failingBeforeCommit_leavesThePreviousBytes() async throws {
        try await makeSUT().insert(.bytes(10, value: 1), for: anyURL("image"))
        let full = makeSUT(faults: .failing(at: .beforePublishing, with: POSIXError(.ENOSPC)))

        await #expect(throws: CacheError.diskFull(folder: directory.url.path)) {
            try await full.insert(.bytes(10, value: 2), for: anyURL("image"))
        }

        #expect(try await makeSUT().retrieve(dataFor: anyURL("image")) == .bytes(10, value: 1))
    }

    @Test("a damaged database is reported, moved aside, and the store carries on empty")
    func retrieve_fromDamagedDatabase_movesItAsideAndCarriesOnEmpty() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 2048).write(to: directory.file("images.sqlite"))
        let sut = makeSUT()

        await expectCacheUnavailable(mentioning: ["damaged", "moved aside", "images.sqlite"]) {
            _ = try await sut.retrieve(dataFor: anyURL("image"))
        }

        #expect(directory.contents().contains { $0.hasPrefix("images.sqlite.corrupt-") })
        #expect(try await sut.retrieve(dataFor: anyURL("image")) == nil)
        try await sut.insert(.bytes(3), for: anyURL("image"))
        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(3))
    }

    // MARK: - Helpers

    private func makeSUT(faults: StoreFaultInjector = .none) -> SQLiteImageDataStore {
        SQLiteImageDataStore(fileURL: directory.file("images.sqlite"), faults: faults)
    }
}
