import Domain
import Foundation
import Persistence
import Testing

@Suite("The SQLite feed store shared by several processes")
final class MultiProcessFeedStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test(
        "a process writing and another reading the same cache for two seconds never see a partial feed",
        .timeLimit(.minutes(1)))
    func twoProcesses_writingAndReading_neverSeeAPartialFeed() async throws {
        let path = try await seed()

        let writer = try ProbeProcess([path, "write", "2"])
        let reader = try ProbeProcess([path, "read", "2"])
        let written = await writer.finish(timeout: 30)
        let read = await reader.finish(timeout: 30)

        #expect(!written.timedOut && written.status == 0, "writer: \(written.output)")
        #expect(!read.timedOut && read.status == 0, "reader: \(read.output)")
        #expect(count(in: written.output, after: "write") > 0, "the writer saved: \(written.output)")
        #expect(count(in: read.output, after: "read") > 0, "the reader read: \(read.output)")
        let final = try await makeSUT().retrieve(for: ProbeFeed.url)
        #expect(final.map { ProbeFeed.isWhole($0.feed) } == true)
    }

    @Test(
        "a writer killed in the middle of saving leaves a whole copy readable",
        .timeLimit(.minutes(1)))
    func writerKilledMidSave_leavesAWholeCopy() async throws {
        let path = try await seed()

        for delay in [350, 600, 850] {
            let writer = try ProbeProcess([path, "write", "30"])
            try await Task.sleep(for: .milliseconds(delay))
            writer.kill()

            let survivor = try await makeSUT().retrieve(for: ProbeFeed.url)
            #expect(survivor.map { ProbeFeed.isWhole($0.feed) } == true, "after a kill at \(delay) ms")
        }
    }

    @Test("a process that saved and exited leaves no -wal or -shm file beside the database", .timeLimit(.minutes(1)))
    func processExit_leavesNoWALOrSharedMemoryFile() async throws {
        let path = directory.file("feeds.sqlite").path

        let result = try await ProbeProcess([path, "save-once", "0"]).finish(timeout: 30)

        #expect(result.status == 0, "\(result.output)")
        #expect(directory.contents() == ["feeds.sqlite"])
    }

    // MARK: - Helpers

    /// Saves generation 0, so readers always find a copy; returns the path to hand to the probe.
    private func seed() async throws -> String {
        try await makeSUT().insert(
            ProbeFeed.generation(0), validators: nil, savedAt: Date(), for: ProbeFeed.url)
        return directory.file("feeds.sqlite").path
    }

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }

    private func count(in output: String, after word: String) -> Int {
        let words = output.split(separator: " ")
        guard words.count == 2, words[0] == word else { return 0 }
        return Int(words[1]) ?? 0
    }
}
