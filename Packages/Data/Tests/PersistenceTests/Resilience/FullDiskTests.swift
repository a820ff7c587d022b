import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite(
    "A full disk is named as such",
    .enabled(if: SmallDisk.canMount, "needs to mount a small tmpfs (Linux, as root)"), .serialized)
final class FullDiskTests {
    private let disk = SmallDisk()

    @Test("a first save on a full disk says the disk holding the cache is full, naming the folder")
    func insert_intoANewCacheOnAFullDisk_saysTheDiskIsFull() async throws {
        let disk = try #require(disk)
        let folder = disk.folder("cache")
        disk.fill()

        await #expect(throws: CacheError.diskFull(folder: folder.path)) {
            try await makeSUT(in: folder).insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        }
    }

    @Test("a save that fills the disk says it is full, and the copy saved before is still served, also on reopening")
    func insert_whenTheDiskFillsUp_saysItIsFullAndKeepsTheCopy() async throws {
        let disk = try #require(disk)
        let folder = disk.folder("cache")
        let sut = makeSUT(in: folder)
        try await sut.insert(makeFeed(title: "Kept"), validators: nil, savedAt: anyDate(), for: anyURL())
        disk.fill()

        await #expect(throws: CacheError.diskFull(folder: folder.path)) {
            try await sut.insert(
                makeFeed(title: "Large", items: 2_000), validators: nil, savedAt: anyDate(), for: anyURL())
        }
        #expect(try await sut.retrieve(for: anyURL())?.feed == makeFeed(title: "Kept"))
        let logger = ErrorLogSpy()
        let reopened = makeSUT(in: folder, logger: logger)
        #expect(try await reopened.retrieve(for: anyURL())?.feed == makeFeed(title: "Kept"))
        await #expect(throws: CacheError.diskFull(folder: folder.path)) {
            try await reopened.insert(makeFeed(title: "New"), validators: nil, savedAt: anyDate(), for: anyURL("new"))
        }
        #expect(logger.errors.allSatisfy { $0.contains("is full") && !$0.contains("I/O") }, "\(logger.errors)")
    }

    @Test("clearing a cache on a full disk removes it, and the store saves again once there is room")
    func deleteAll_onAFullDisk_givesTheSpaceBack() async throws {
        let disk = try #require(disk)
        let folder = disk.folder("cache")
        let sut = makeSUT(in: folder)
        try await sut.insert(makeFeed(items: 200), validators: nil, savedAt: anyDate(), for: anyURL())
        disk.fill()

        try await sut.deleteAll()

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        disk.empty()
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        #expect(try await sut.retrieve(for: anyURL())?.feed == makeFeed())
    }

    @Test("saving the subscription list on a full disk says so, naming the file, and the list is as it was")
    func save_ofTheSubscriptionListOnAFullDisk_saysTheDiskIsFull() async throws {
        let disk = try #require(disk)
        let file = disk.folder("config").appendingPathComponent("subscriptions")
        let sut = FileSubscriptionStore(fileURL: file)
        let kept = [Subscription(url: anyURL("kept"))]
        try await sut.save(kept)
        disk.fill()

        await #expect(throws: SubscriptionStoreError.diskFull(path: file.path)) {
            try await sut.save(kept + (0..<2_000).map { Subscription(url: anyURL("more-\($0)")) })
        }
        #expect(try await sut.load() == kept)
    }

    // MARK: - Helpers

    private func makeSUT(in folder: URL, logger: (any Logger)? = nil) -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: folder.appendingPathComponent("feeds.sqlite"), logger: logger)
    }
}
