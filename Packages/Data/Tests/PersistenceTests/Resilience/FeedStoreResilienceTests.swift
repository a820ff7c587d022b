import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("The SQLite feed store keeps what it has when things go wrong")
final class FeedStoreResilienceTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test(
        "a write that fails before it is published leaves the previous copy readable")
    func insert_failingBeforePublishing_leavesThePreviousCopyReadable() async throws {
        let previous = makeFeed(title: "previous")
        try await makeSUT().insert(previous, validators: nil, savedAt: anyDate(), for: anyURL())
        let interrupted = makeSUT(
            faults: .failing(at: .beforePublishing, with: POSIXError(.EIO)))

        await expectCacheUnavailable(mentioning: [directory.url.path]) {
            try await interrupted.insert(
                makeFeed(title: "new", items: 500), validators: nil, savedAt: anyDate(9), for: anyURL())
        }

        #expect(try await makeSUT().retrieve(for: anyURL())?.feed == previous)
        #expect(directory.contents().allSatisfy { !$0.contains(".tmp-") }, "no temporary file is left behind")
    }

    @Test("a full disk is reported as such, naming the folder, and the previous copy stays")
    func insert_onFullDisk_reportsItClearlyAndKeepsThePreviousCopy() async throws {
        let previous = makeFeed(title: "previous")
        try await makeSUT().insert(previous, validators: nil, savedAt: anyDate(), for: anyURL())
        let full = makeSUT(faults: .failing(at: .beforePublishing, with: POSIXError(.ENOSPC)))

        await #expect(throws: CacheError.diskFull(folder: directory.url.path)) {
            try await full.insert(makeFeed(title: "new"), validators: nil, savedAt: anyDate(9), for: anyURL())
        }

        #expect(try await full.retrieve(for: anyURL())?.feed == previous)
    }

    @Test("a read-only disk is reported with a clear error")
    func insert_onReadOnlyDisk_reportsItClearly() async throws {
        let sut = makeSUT(faults: .failing(at: .beforeWriting, with: POSIXError(.EROFS)))

        await expectCacheUnavailable(mentioning: ["read-only", "writable cache folder"]) {
            try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        }
    }

    @Test(
        "a read-only cache folder is reported with a clear error, by a process without the right to write it",
        .enabled(if: geteuid() != 0 || ProbeProcess.setpriv != nil, "root ignores permissions and setpriv is missing"))
    func insert_intoReadOnlyFolder_reportsItClearly() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path) }
        let path = directory.file("feeds.sqlite").path

        if geteuid() != 0 {
            await expectCacheUnavailable(mentioning: [directory.url.path]) {
                try await makeSUT().insert(
                    makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
            }
        } else {
            let probe = try ProbeProcess([path, "save-once", "0"], asNobody: true)
            let result = await probe.finish(timeout: 30)

            #expect(result.status == 3, "the save failed: \(result.output)")
            #expect(result.output.hasPrefix("cache unavailable:"), "\(result.output)")
            #expect(result.output.contains(directory.url.path), "\(result.output)")
            #expect(result.output.contains("permission") || result.output.contains("writable"), "\(result.output)")
        }
    }

    @Test(
        "a file standing where the cache folder should be is reported with its path")
    func insert_whenAFileBlocksTheFolder_reportsThePath() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: directory.file("blocked"))
        let blocked = TemporaryDirectory(url: directory.file("blocked").appendingPathComponent("cache"))

        await expectCacheUnavailable(mentioning: [directory.file("blocked").path]) {
            try await SQLiteFeedStore(fileURL: blocked.file("feeds.sqlite")).insert(
                makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        }
    }

    @Test(
        "a damaged file is reported, moved aside with a timestamp, and the store carries on empty")
    func retrieve_fromDamagedFile_movesItAsideAndCarriesOnEmpty() async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        let damaged = directory.file("feeds.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: damaged)
        let sut = makeSUT()

        await expectCacheUnavailable(mentioning: ["damaged", "moved aside", damaged.path]) {
            _ = try await sut.retrieve(for: anyURL())
        }

        let quarantined = directory.contents().filter { $0.wholeMatch(of: /.+\.corrupt-\d{8}T\d{6}/) != nil }
        #expect(quarantined.count == 1)
        let kept = try quarantined.first.map { try Data(contentsOf: directory.file($0)) }
        #expect(kept == garbage, "the damaged file is kept as it was, for inspection")
        #expect(try await sut.retrieve(for: anyURL()) == nil)
        try await sut.insert(makeFeed(title: "again"), validators: nil, savedAt: anyDate(), for: anyURL())
        #expect(try await sut.retrieve(for: anyURL())?.feed == makeFeed(title: "again"))
    }

    // MARK: - Helpers

    private func makeSUT(faults: StoreFaultInjector = .none) -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"), faults: faults)
    }
}
