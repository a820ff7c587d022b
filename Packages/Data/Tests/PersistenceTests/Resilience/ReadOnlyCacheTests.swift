import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Synchronization
import Testing

@Suite("A cache that cannot be written is still read")
final class ReadOnlyCacheTests {
    private let directory = TemporaryDirectory()

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        directory.remove()
    }

    @Test(
        "a disk that refuses writes still serves the saved copy, with an error logged, and a save says why it failed",
        arguments: [POSIXError(.ENOSPC), POSIXError(.EROFS)])
    func retrieve_whenTheDiskRefusesWrites_servesTheCopyWithAWarning(error: POSIXError) async throws {
        try await makeSUT().insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        let logger = ErrorLogSpy()
        let sut = makeSUT(logger: logger, faults: .failing(at: .openingForWriting, with: error))

        let retrieved = try await sut.retrieve(for: anyURL())

        #expect(retrieved?.feed == makeFeed())
        #expect(logger.errors.count == 1)
        #expect(logger.errors.first?.contains("cannot be written") == true, "\(logger.errors)")
        #expect(logger.errors.first?.contains(directory.file("feeds.sqlite").path) == true)
        await expectCacheUnavailable(mentioning: ["read-only"]) {
            try await sut.insert(makeFeed(title: "new"), validators: nil, savedAt: anyDate(1), for: anyURL())
        }
    }

    @Test(
        "a process without the right to write the cache still reads it, with a warning",
        .enabled(if: geteuid() == 0 && ProbeProcess.setpriv != nil, "needs root and setpriv to play another user"),
        .timeLimit(.minutes(1)))
    func retrieve_byAProcessThatCannotWrite_servesTheCopy() async throws {
        try await makeSUT().insert(ProbeFeed.generation(0), validators: nil, savedAt: Date(), for: ProbeFeed.url)

        let result = try await ProbeProcess([directory.file("feeds.sqlite").path, "read-once", "0"], asNobody: true)
            .finish(timeout: 30)

        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("read-once 300"), "\(result.output)")
        #expect(result.output.contains("error: The cache"), "\(result.output)")
    }

    @Test(
        "a process that cannot write reads the copies still in the WAL a killed writer left",
        .enabled(if: geteuid() == 0 && ProbeProcess.setpriv != nil, "needs root and setpriv to play another user"),
        .timeLimit(.minutes(1)))
    func retrieve_byAProcessThatCannotWrite_readsTheLeftoverWAL() async throws {
        let path = directory.file("feeds.sqlite").path
        try await makeSUT().insert(ProbeFeed.generation(0), validators: nil, savedAt: Date(), for: ProbeFeed.url)
        let writer = try ProbeProcess([path, "write", "30"])
        try await Task.sleep(for: .milliseconds(500))
        writer.kill()
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the killed writer left its WAL")

        let result = try await ProbeProcess([path, "read-once", "0"], asNobody: true).finish(timeout: 30)

        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("error: The cache"), "\(result.output)")
        #expect(result.output.contains("read-once "), "\(result.output)")
    }

    @Test("a symbolic link where the database should be is refused, and its target is left as it was")
    func open_whenTheFileIsASymbolicLink_refusesIt() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let target = directory.file("target")
        try Data().write(to: target)
        try FileManager.default.createSymbolicLink(at: directory.file("feeds.sqlite"), withDestinationURL: target)
        let sut = makeSUT()

        await expectCacheUnavailable(mentioning: ["symbolic link", directory.file("feeds.sqlite").path, "remove"]) {
            try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        }
        await expectCacheUnavailable(mentioning: ["symbolic link"]) {
            _ = try await sut.retrieve(for: anyURL())
        }

        #expect(try Data(contentsOf: target).isEmpty, "the link's target is not turned into a database")
    }

    // MARK: - Helpers

    private func makeSUT(logger: (any Logger)? = nil, faults: StoreFaultInjector = .none) -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"), logger: logger, faults: faults)
    }
}
