import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("Subscription commands")
struct SubscriptionCommandTests {
    @Test("add reads the feed once and keeps its title")
    func addChecksFeed() async {
        var services = StubServices()
        services.stub(anyURL(), with: .success(remote(makeFeed(title: "Example Blog", items: []))))

        let (code, console) = await runApp(["add", anyURL().absoluteString], services: services)

        #expect(code == .success)
        #expect(services.store.messages == [.load, .save([Subscription(url: anyURL(), title: "Example Blog")])])
        #expect(console.output == "Subscribed to Example Blog (https://example.org/feed.xml).\n")
    }

    @Test("add keeps the title given with --title")
    func addWithTitle() async {
        var services = StubServices()
        services.stub(anyURL(), with: .success(remote(makeFeed(title: "Example Blog", items: []))))

        _ = await runApp(["add", anyURL().absoluteString, "--title", "Mine"], services: services)

        #expect(services.store.subscriptions == [Subscription(url: anyURL(), title: "Mine")])
    }

    @Test("add does not add a feed that cannot be read, and suggests --no-check")
    func addFailingCheck() async {
        var services = StubServices()
        services.stub(anyURL(), with: .failure(.notAFeed(reason: "an HTML page")))

        let (code, console) = await runApp(["add", anyURL().absoluteString], services: services)

        #expect(code == .failure)
        #expect(services.store.messages == [.load])
        #expect(console.errors.contains("Use --no-check to add it anyway."))
    }

    @Test("add --no-check adds without reading")
    func addWithoutCheck() async {
        let services = StubServices()

        let (code, _) = await runApp(["add", anyURL().absoluteString, "--no-check"], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions == [Subscription(url: anyURL())])
    }

    @Test("adding a feed already there says so and succeeds without saving")
    func addDuplicate() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: anyURL(), title: "Example")])

        let (code, console) = await runApp(["add", anyURL().absoluteString], services: services)

        #expect(code == .success)
        #expect(services.store.messages == [.load])
        #expect(console.output == "Already subscribed to Example (https://example.org/feed.xml).\n")
    }

    @Test(
        "remove finds a subscription by URL or by title, ignoring case", arguments: ["https://example.org/b", "blog b"])
    func remove(_ argument: String) async {
        var services = StubServices()
        let a = Subscription(url: anyURL("/a"), title: "Blog A")
        let b = Subscription(url: anyURL("/b"), title: "Blog B")
        services.store = SubscriptionStoreSpy([a, b])

        let (code, console) = await runApp(["remove", argument], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions == [a])
        #expect(console.output.contains("Unsubscribed from Blog B"))
    }

    @Test("remove of an unknown subscription says so and exits 1")
    func removeUnknown() async {
        let (code, console) = await runApp(["remove", "Nope"])

        #expect(code == .failure)
        #expect(console.errors.contains("no subscription matches \"Nope\""))
    }

    @Test("list shows title, URL, last read and items in the cache")
    func list() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([
            Subscription(url: anyURL("/a"), title: "Blog A"), Subscription(url: anyURL("/b")),
        ])
        let entry = CachedFeedEntry(
            url: anyURL("/a"), savedAt: fixedNow.addingTimeInterval(-7200), itemCount: 12, bytes: 900)
        services.maintenance = CacheMaintenanceSpy(entries: [entry])

        let (code, console) = await runApp(["list"], services: services)

        #expect(code == .success)
        let lines = console.output.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("TITLE"))
        #expect(
            lines[1].contains("Blog A") && lines[1].contains("https://example.org/a")
                && lines[1].contains("2 hours ago"))
        #expect(lines[1].hasSuffix("12"))
        #expect(lines[2].contains("(untitled)") && lines[2].contains("never"))
    }

    @Test("list shortens long titles and URLs to fit a terminal, and prints them whole in a pipe")
    func listWidths() async {
        var services = StubServices()
        let title = "東京の新しい図書館についての長いタイトル and a long English tail as well"
        let url = anyURL("/a/very/long/path/to/a/feed/that/does/not/fit/on/a/narrow/terminal.xml")
        services.store = SubscriptionStoreSpy([Subscription(url: url, title: title)])

        let (_, terminal) = await runApp(["list"], services: services, console: ConsoleSpy(width: 60))
        let (_, pipe) = await runApp(["list"], services: services, console: ConsoleSpy(width: nil))

        let lines = terminal.output.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(lines)")
        #expect(pipe.output.contains(title) && pipe.output.contains(url.absoluteString))
    }

    @Test("list --json gives each subscription with what the cache knows")
    func listJSON() async throws {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: anyURL("/a"), title: "Blog A", category: "Tech")])
        let entry = CachedFeedEntry(url: anyURL("/a"), savedAt: fixedNow, itemCount: 3, bytes: 1)
        services.maintenance = CacheMaintenanceSpy(entries: [entry])

        let (_, console) = await runApp(["list", "--json"], services: services)

        let object = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
        let rows = try #require(object?["subscriptions"] as? [[String: Any]])
        #expect(rows.first?["url"] as? String == "https://example.org/a")
        #expect(rows.first?["category"] as? String == "Tech")
        #expect(rows.first?["itemCount"] as? Int == 3)
        #expect(rows.first?["lastRead"] as? String == "2026-01-15T12:00:00Z")
    }

    @Test("an empty list says how to add feeds")
    func emptyList() async {
        let (code, console) = await runApp(["list"])

        #expect(code == .success)
        #expect(console.output.contains("No subscriptions yet"))
    }

    @Test("import adds what is new, skips duplicates and sums up")
    func importFile() async throws {
        var services = StubServices()
        let existing = Subscription(url: anyURL("/a"))
        services.store = SubscriptionStoreSpy([existing])
        let new = Subscription(url: anyURL("/b"), title: "B", category: "News")
        services.codec = SubscriptionListCodecStub(decoded: .success([existing, new, new]))
        let file = try temporaryFile("<opml/>")

        let (code, console) = await runApp(["import", file.path], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions == [existing, new])
        #expect(console.output.hasSuffix("Added 1 subscription; skipped 2 already there.\n"))
    }

    @Test("import names on stderr each outline the file's reader left out, counts repeats, and succeeds")
    func importReportsSkippedOutlines() async throws {
        var services = StubServices()
        var codec = SubscriptionListCodecStub(decoded: .success([Subscription(url: anyURL("/b"))]))
        codec.duplicates = 2
        codec.skipped = [.init(name: "Bad", reason: "its xmlUrl \"x\" is not an absolute URL", line: 4)]
        services.codec = codec
        let file = try temporaryFile("<opml/>")

        let (code, console) = await runApp(["import", file.path], services: services)

        #expect(code == .success)
        #expect(console.errors == "feed: skipped Bad (line 4): its xmlUrl \"x\" is not an absolute URL.\n")
        #expect(
            console.output.hasSuffix(
                "Added 1 subscription; skipped 0 already there, 2 repeated in the file, 1 not usable (named above).\n"))
    }

    @Test("import names and leaves out outlines whose address is not http or https, and adds the rest")
    func importRejectsHostileAddresses() async throws {
        var services = StubServices()
        let web = Subscription(url: anyURL("/good"), title: "Good")
        let hostile = [
            "mailto:someone@example.org", "javascript:alert(1)", "file:///etc/passwd", "ftp://example.org/f",
        ]
        .compactMap { URL(string: $0) }.map { Subscription(url: $0, title: "Bad") }
        services.codec = SubscriptionListCodecStub(decoded: .success(hostile + [web]))
        let file = try temporaryFile("<opml/>")

        let (code, console) = await runApp(["import", file.path], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions == [web])
        for subscription in hostile {
            #expect(
                console.errors.contains("feed: skipped Bad (\(subscription.url.absoluteString)): not a web address"))
        }
        #expect(
            console.output.hasSuffix("Added 1 subscription; skipped 0 already there, 4 not usable (named above).\n"))
    }

    @Test("import of many outlines adds each new address once, loading and saving the list once")
    func importManyOutlines() async throws {
        var services = StubServices()
        let outlines = (0..<20_000).map { Subscription(url: anyURL("/\($0 % 10_000)")) }
        services.codec = SubscriptionListCodecStub(decoded: .success(outlines))
        let file = try temporaryFile("<opml/>")

        let (code, console) = await runApp(["import", file.path], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions.count == 10_000)
        #expect(services.store.messages == [.load, .save(Array(outlines.prefix(10_000)))])
        #expect(console.output.hasSuffix("Added 10000 subscriptions; skipped 10000 already there.\n"))
    }

    @Test("import of a malformed file says where, and adds nothing")
    func importMalformed() async throws {
        var services = StubServices()
        services.codec = SubscriptionListCodecStub(
            decoded: .failure(.malformed(reason: "unclosed tag", line: 3, column: 7)))
        let file = try temporaryFile("<opml>")

        let (code, console) = await runApp(["import", file.path], services: services)

        #expect(code == .failure)
        #expect(services.store.messages.isEmpty)
        #expect(console.errors.contains("not valid OPML at line 3, column 7: unclosed tag. Nothing was added."))
    }

    @Test("import of a missing file says so")
    func importMissing() async {
        let (code, console) = await runApp(["import", "/nonexistent/subs.opml"])

        #expect(code == .failure)
        #expect(console.errors.contains("cannot read /nonexistent/subs.opml"))
    }

    @Test("import reads only a regular file: a device or a folder is refused by name, and nothing is added")
    func importNonRegularFile() async {
        for path in ["/dev/zero", "/tmp"] {
            let (code, console) = await runApp(["import", path])

            #expect(code == .failure)
            #expect(console.errors.contains("feed: \(path) is not a regular file"), "\(console.errors)")
        }
    }

    @Test("export writes the codec's document on stdout")
    func export() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: anyURL("/a"))])

        let (code, console) = await runApp(["export"], services: services)

        #expect(code == .success)
        #expect(console.output == "<opml title=\"feed subscriptions\">https://example.org/a")
    }

    @Test("a broken subscription list is reported with its message")
    func brokenStore() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy(failure: .malformed(path: "/c/subscriptions", line: 2, reason: "no URL"))

        let (code, console) = await runApp(["list"], services: services)

        #expect(code == .failure)
        #expect(console.errors.contains("/c/subscriptions:2"))
    }

    // MARK: - Helpers

    private func temporaryFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).opml")
        try Data(text.utf8).write(to: file)
        return file
    }
}
