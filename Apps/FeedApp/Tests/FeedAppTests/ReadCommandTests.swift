import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import FeedApp

@Suite("feed read")
struct ReadCommandTests {
    @Test("shows every feed in the order asked and exits 0 when all were shown")
    func showsFeedsInOrder() async throws {
        var services = StubServices()
        services.stub(
            anyURL("/a"), with: .success(remote(makeFeed(title: "Slow A", items: [makeItem("1")]))),
            delay: .milliseconds(50))
        services.stub(anyURL("/b"), with: .success(remote(makeFeed(title: "Fast B", items: [makeItem("2")]))))

        let (code, console) = await runApp(
            ["read", anyURL("/a").absoluteString, anyURL("/b").absoluteString], services: services)

        #expect(code == .success)
        let output = console.output
        let first = try #require(output.range(of: "Slow A")?.lowerBound)
        let second = try #require(output.range(of: "Fast B")?.lowerBound)
        #expect(first < second)
    }

    @Test("exits 1 when one feed fails, still showing the others and saying why on stderr")
    func oneFailingFeed() async {
        var services = StubServices()
        services.stub(anyURL("/ok"), with: .success(remote(makeFeed(title: "Fine", items: [makeItem("1")]))))
        services.stub(anyURL("/bad"), with: .failure(.httpStatus(code: 500, host: "example.org")))

        let (code, console) = await runApp(
            ["read", anyURL("/bad").absoluteString, anyURL("/ok").absoluteString], services: services)

        #expect(code == .failure)
        #expect(console.output.contains("Fine"))
        #expect(console.errors.contains("example.org answered HTTP 500 (a server error). Try again later."))
    }

    @Test("exits 0 with the origin line when the cache stood in for a failed network")
    func cacheFallbackIsAWarning() async {
        var services = StubServices()
        let loaded = cached(
            makeFeed(items: [makeItem("1")]), hoursAgo: 2, reason: .failure(.cannotConnect(host: "example.org")))
        services.stub(anyURL(), with: .success(loaded))

        let (code, console) = await runApp(["read", anyURL().absoluteString], services: services)

        #expect(code == .success)
        #expect(console.output.contains("Couldn't connect to example.org. Showing the copy saved 2 hours ago."))
    }

    @Test("an address that names nothing loadable fails that feed only")
    func invalidAddress() async {
        let (code, console) = await runApp(["read", "gopher://old.net/feed"])

        #expect(code == .failure)
        #expect(console.errors.contains("\"gopher://old.net/feed\" is not an address the reader can load."))
    }

    @Test("--limit keeps the newest N items of each feed")
    func limit() async {
        var services = StubServices()
        let items = [makeItem("old", hoursAgo: 30), makeItem("new", hoursAgo: 1), makeItem("mid", hoursAgo: 5)]
        services.stub(anyURL(), with: .success(remote(makeFeed(items: items))))

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--limit", "2"], services: services)

        #expect(console.output.contains("Item new"))
        #expect(console.output.contains("Item mid"))
        #expect(!console.output.contains("Item old"))
    }

    @Test("with no address, reads every subscription")
    func readsSubscriptions() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: anyURL("/a")), Subscription(url: anyURL("/b"))])
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(title: "A", items: []))))
        services.stub(anyURL("/b"), with: .success(remote(makeFeed(title: "B", items: []))))

        let (code, console) = await runApp(["read"], services: services)

        #expect(code == .success)
        #expect(console.output.hasPrefix("A\n"))
        #expect(console.output.contains("\nB\n"))
    }

    @Test("with no address and no subscription, says what to do and exits 1")
    func nothingToRead() async {
        let (code, console) = await runApp(["read"])

        #expect(code == .failure)
        #expect(console.errors.contains("subscribe with `feed add URL`"))
    }

    @Test("ends by recording every feed shown and pruning the cache at the clock's now, in one call")
    func finishesInOneCall() async {
        var services = StubServices()
        let urls = [anyURL("/a"), anyURL("/b"), anyURL("/c")]
        for url in urls { services.stub(url, with: .success(remote(makeFeed(items: [makeItem("1")])))) }
        services.stub(anyURL("/bad"), with: .failure(.httpStatus(code: 500, host: "example.org")))

        _ = await runApp(["read"] + (urls + [anyURL("/bad")]).map(\.absoluteString), services: services)

        let shown = Dictionary(uniqueKeysWithValues: urls.map { ($0, fixedNow) })
        #expect(services.maintenance.messages == [.finishRead(shown: shown, now: fixedNow)])
        #expect(services.readState.messages.isEmpty, "no feed shown is written on its own")
    }

    @Test("Ctrl-C still records the feeds already shown, and only those, then ends with 130")
    func cancelled_recordsTheFeedsAlreadyShown() async {
        var services = StubServices()
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(title: "First", items: []))))
        let pending = FeedLoaderSpy(.waitForCancellation)
        services.loaders[anyURL("/b").absoluteString] = pending
        let (console, maintenance, composed) = (ConsoleSpy(), services.maintenance, services)
        let task = Task {
            await runApp(
                ["read", anyURL("/a").absoluteString, anyURL("/b").absoluteString], services: composed,
                console: console
            ).code
        }
        #expect(await eventually { console.output.hasPrefix("First\n") })

        task.cancel()
        let code = await task.value

        #expect(code == .interrupted)
        #expect(maintenance.messages == [.finishRead(shown: [anyURL("/a"): fixedNow], now: fixedNow)])
    }

    @Test("shows progress on a terminal's stderr while several feeds load")
    func progress() async {
        var services = StubServices()
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(items: []))))
        services.stub(anyURL("/b"), with: .success(remote(makeFeed(items: []))))
        let console = ConsoleSpy(errorIsTerminal: true)

        _ = await runApp(
            ["read", anyURL("/a").absoluteString, anyURL("/b").absoluteString], services: services, console: console)

        #expect(console.errors.contains("\r1/2 feeds"))
        #expect(console.errors.contains("\r2/2 feeds"))
    }

    @Test("shows no progress when stderr is not a terminal")
    func noProgressOffTerminal() async {
        var services = StubServices()
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(items: []))))
        services.stub(anyURL("/b"), with: .success(remote(makeFeed(items: []))))

        let (_, console) = await runApp(
            ["read", anyURL("/a").absoluteString, anyURL("/b").absoluteString], services: services)

        #expect(console.errors.isEmpty)
    }

    @Test("a subscribed feed's title and refresh interval travel with its request; the list is read once")
    func subscriptionFactsTravelWithTheRequest() async {
        var services = StubServices()
        let url = anyURL("/a")
        services.store = SubscriptionStoreSpy([Subscription(url: url, title: "Mine", refreshInterval: 7200)])
        services.stub(url, with: .success(remote(makeFeed(items: []))))

        let (code, _) = await runApp(["read", url.absoluteString], services: services)

        #expect(code == .success)
        #expect(services.requests.requests == [FeedRequest(url: url, title: "Mine", refreshInterval: 7200)])
        #expect(services.store.messages == [.load])
    }

    @Test("a cancelled read ends with 130 and shows nothing")
    func cancellation() async {
        var services = StubServices()
        let loader = FeedLoaderSpy(.waitForCancellation)
        services.loaders[anyURL().absoluteString] = loader
        let console = ConsoleSpy()

        let task = Task { await runApp(["read", anyURL().absoluteString], services: services, console: console).code }
        #expect(await eventually { loader.messages == [.load] })
        task.cancel()
        let code = await task.value

        #expect(code == .interrupted)
        #expect(console.output.isEmpty)
    }

    @Test("bare feed reads the sample feed in the preview environment")
    func sample() async {
        var services = StubServices()
        services.stub(BundledSampleFeed.url, with: .success(remote(makeFeed(title: "Sample", items: [makeItem("1")]))))
        let recorder = ConfigurationRecorder()

        let (code, console) = await runApp([], services: services, configurations: recorder)

        #expect(code == .success)
        #expect(console.output.hasPrefix("Sample\n"))
        #expect(recorder.configurations.map(\.environment) == [.preview])
    }

    @Test("--images saves each shown item's image under a stable name, skipping the ones that fail")
    func images() async throws {
        var services = StubServices()
        let good = "https://img.example.org/a.png"
        let bad = "https://img.example.org/missing.jpg"
        services.images = ImageDataLoaderSpy(failing: Set([URL(string: bad)].compactMap { $0 }))
        let items = [makeItem("1", image: good), makeItem("2", image: bad), makeItem("3", image: good)]
        services.stub(anyURL(), with: .success(remote(makeFeed(items: items))))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        let (code, _) = await runApp(["read", anyURL().absoluteString, "--images", folder.path], services: services)

        #expect(code == .success)
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(saved == [ImageFileName.name(for: URL(string: good) ?? anyURL())])
        #expect(services.images.requestedURLs.count == 2)
    }
}
