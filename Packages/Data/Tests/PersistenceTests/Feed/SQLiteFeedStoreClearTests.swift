import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Search
import Testing

@Suite("SQLiteFeedStore gives the space back when cleared")
final class SQLiteFeedStoreClearTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("clearing five feeds of 1,000 items leaves under 50 KB on disk, and the store works on after")
    func deleteAll_afterFiveLargeFeeds_leavesAlmostNothingOnDisk() async throws {
        let sut = makeSUT()
        for feed in 0..<5 {
            try await sut.insert(
                makeFeed(title: "Feed \(feed)", items: 1_000), validators: nil, savedAt: anyDate(),
                for: anyURL("\(feed)"))
        }
        let full = try bytesOnDisk()

        try await sut.deleteAll()

        let cleared = try bytesOnDisk()
        #expect(full > 1_000_000, "the five feeds took \(full) bytes")
        #expect(cleared < 50_000, "\(cleared) bytes are left")
        try await sut.insert(makeFeed(title: "After", items: 2), validators: nil, savedAt: anyDate(), for: anyURL())
        #expect(try await sut.retrieve(for: anyURL())?.feed == makeFeed(title: "After", items: 2))
        #expect(try await sut.search(try #require(SearchQuery(text: "after"))).count == 2)
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(fileURL: directory.file("feeds.sqlite"))
    }

    /// The bytes of every file in the cache folder (the database, its WAL and shared-memory files).
    private func bytesOnDisk() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).reduce(0) { total, name in
            let size =
                try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(name).path)[
                    .size] as? Int
            return total + (size ?? 0)
        }
    }
}
