import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Testing

@Suite("FileSubscriptionStore")
final class FileSubscriptionStoreTests {
    private let directory = TemporaryDirectory()

    deinit { directory.remove() }

    @Test("honours the subscription-store contract", arguments: SubscriptionStoreContract.behaviours)
    func subscriptionStoreContract(_ behaviour: ContractBehaviour<any SubscriptionStore>) async throws {
        try await behaviour.verify(makeSUT())
    }

    @Test("creating the store creates no file or folder")
    func init_createsNothingOnDisk() {
        _ = makeSUT()

        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("save then load round-trips titles, categories and order")
    func saveThenLoad_roundTripsEverything() async throws {
        let subscriptions = [
            Subscription(url: URL(fileURLWithPath: "/feeds/local.xml")),
            Subscription(url: anyURL("a.xml"), title: "Alpha feed", category: "News"),
            Subscription(url: anyURL("b.xml"), title: "  Beta  ", category: "Tech"),
            Subscription(url: anyURL("c.xml"), title: nil, category: "News"),
            Subscription(url: anyURL("d.xml"), title: "Back to none [really]"),
        ]

        try await makeSUT().save(subscriptions)
        let loaded = try await makeSUT().load()

        #expect(loaded.map(\.url) == subscriptions.map(\.url))
        #expect(loaded.map(\.title) == [nil, "Alpha feed", "Beta", nil, "Back to none [really]"])
        #expect(loaded.map(\.category) == [nil, "News", "Tech", "News", nil])
    }

    @Test("the saved file reads as one feed per line under its category")
    func save_writesAHumanReadableFile() async throws {
        try await makeSUT().save([
            Subscription(url: anyURL("a.xml"), title: "Alpha"), Subscription(url: anyURL("b.xml"), category: "News"),
        ])

        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["https://example.org/a.xml Alpha", "[News]", "https://example.org/b.xml"])
        #expect(directory.contents() == ["subscriptions.txt"], "no temporary file is left behind")
    }

    @Test("load skips comments and blank lines and files feeds under the category above them")
    func load_readsAHandWrittenFile() async throws {
        try write(
            """
            # my feeds

              https://example.org/a.xml   First feed  
            [ Science ]
            # a comment inside a category
            https://example.org/b.xml
            []
            https://example.org/c.xml Last
            """)

        let loaded = try await makeSUT().load()

        #expect(
            loaded == [
                Subscription(url: anyURL("a.xml"), title: "First feed"),
                Subscription(url: anyURL("b.xml"), category: "Science"),
                Subscription(url: anyURL("c.xml"), title: "Last"),
            ])
    }

    @Test("a file saved with Windows line endings keeps every feed")
    func load_readsCRLFLineEndings() async throws {
        try write("https://example.org/a.xml First\r\n[Science]\r\nhttps://example.org/b.xml\r\n")

        let loaded = try await makeSUT().load()

        #expect(
            loaded == [
                Subscription(url: anyURL("a.xml"), title: "First"),
                Subscription(url: anyURL("b.xml"), category: "Science"),
            ])
    }

    @Test("a line that is not a URL is reported with the file, its line number and what is expected")
    func load_reportsAMalformedLine() async throws {
        try write("# feeds\nhttps://example.org/a.xml A\nnot-a-url Some title\n")

        await #expect(
            throws: SubscriptionStoreError.malformed(
                path: file.path, line: 3,
                reason: "\"not-a-url\" is not a feed address; a line holds a URL such as https://example.org/feed.xml, "
                    + "then an optional title")
        ) { try await self.makeSUT().load() }
    }

    @Test("read past its bad lines, the list keeps every other feed and names each bad line")
    func loadSkippingMalformedLines_keepsTheRest() async throws {
        try write("https://example.org/a.xml A\nmailto:someone@example.org\n[News\nhttps://example.org/b.xml\n")

        let list = try await makeSUT().loadSkippingMalformedLines()

        #expect(
            list.subscriptions.map(\.url.absoluteString) == ["https://example.org/a.xml", "https://example.org/b.xml"])
        let lines = list.skipped.map { error -> Int? in
            guard case .malformed(_, let line, _) = error else { return nil }
            return line
        }
        #expect(lines == [2, 3])
        await #expect(throws: SubscriptionStoreError.self) { try await self.makeSUT().load() }
    }

    @Test("an unclosed category line is reported with its line number")
    func load_reportsAnUnclosedCategory() async throws {
        try write("[News\nhttps://example.org/a.xml\n")

        await #expect(
            throws: SubscriptionStoreError.malformed(
                path: file.path, line: 1, reason: "a category line must end with ]")
        ) { try await self.makeSUT().load() }
    }

    @Test("a folder that cannot be created is reported with the path")
    func save_whenAFileBlocksTheFolder_reportsUnavailable() async throws {
        try write("")
        let sut = FileSubscriptionStore(fileURL: file.appendingPathComponent("nested.txt"))

        await #expect {
            try await sut.save([Subscription(url: anyURL())])
        } throws: { error in
            guard case SubscriptionStoreError.unavailable(let path, _) = error else { return false }
            return path == self.file.appendingPathComponent("nested.txt").path
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
