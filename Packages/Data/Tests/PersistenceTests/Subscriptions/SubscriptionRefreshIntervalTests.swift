import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("FileSubscriptionStore, refresh intervals")
final class SubscriptionRefreshIntervalTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("a refresh= word after the URL sets the feed's interval; the title follows it")
    func load_readsRefreshWords() async throws {
        try write(
            """
            https://example.org/a.xml refresh=45m Minutes
            https://example.org/b.xml refresh=2h
            https://example.org/c.xml refresh=1d Daily news
            https://example.org/d.xml Refresh=2h is a title
            """)

        let loaded = try await makeSUT().load()

        let expected: [TimeInterval?] = [2_700, 7_200, 86_400, nil]
        #expect(loaded.map(\.refreshInterval) == expected)
        #expect(loaded.map(\.title) == ["Minutes", nil, "Daily news", "Refresh=2h is a title"])
    }

    @Test("save writes the interval in its largest whole unit, and load reads it back")
    func saveThenLoad_roundTripsIntervals() async throws {
        let subscriptions = [
            Subscription(url: anyURL("a.xml"), title: "A", refreshInterval: 90 * 60),
            Subscription(url: anyURL("b.xml"), refreshInterval: 3 * 3600),
            Subscription(url: anyURL("c.xml"), title: "C", refreshInterval: 2 * 24 * 3600),
        ]

        try await makeSUT().save(subscriptions)
        let loaded = try await makeSUT().load()

        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            lines == [
                "https://example.org/a.xml refresh=90m A", "https://example.org/b.xml refresh=3h",
                "https://example.org/c.xml refresh=2d C",
            ])
        #expect(loaded == subscriptions)
    }

    @Test("a refresh= word that says no interval is reported with its line and what to write")
    func load_reportsABadInterval() async throws {
        for word in ["refresh=soon", "refresh=0h", "refresh=2w", "refresh=31d", "refresh="] {
            try write("https://example.org/a.xml\nhttps://example.org/b.xml \(word) B\n")

            await #expect {
                try await self.makeSUT().load()
            } throws: { error in
                guard case .malformed(let path, let line, let reason) = error as? SubscriptionStoreError else {
                    return false
                }
                return path == self.file.path && line == 2 && reason.contains("\"\(word)\" is not a refresh interval")
                    && reason.contains("refresh=2h")
            }
        }
    }

    // MARK: - Helpers

    private var file: URL { directory.file("subscriptions.txt") }

    private func makeSUT() -> FileSubscriptionStore {
        FileSubscriptionStore(fileURL: file)
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
