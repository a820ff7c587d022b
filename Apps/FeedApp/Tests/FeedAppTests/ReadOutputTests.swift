import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import FeedApp

@Suite("feed read: what it prints and how it loads")
struct ReadOutputTests {
    @Test("a subscription's own title (feed add --title) heads the feed, read by URL or as a subscription")
    func subscriptionTitle() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: anyURL("/a"), title: "My Name")])
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(title: "Their Name", items: []))))

        let (_, byURL) = await runApp(["read", anyURL("/a").absoluteString], services: services)
        let (_, all) = await runApp(["read"], services: services)

        #expect(byURL.output.hasPrefix("My Name\n"))
        #expect(all.output.hasPrefix("My Name\n"))
    }

    @Test("prints each feed as soon as it and every feed before it are loaded")
    func streams() async {
        var services = StubServices()
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(title: "First", items: []))))
        let pending = FeedLoaderSpy(.waitForCancellation)
        services.loaders[anyURL("/b").absoluteString] = pending
        let console = ConsoleSpy()

        let task = Task {
            await runApp(
                ["read", anyURL("/a").absoluteString, anyURL("/b").absoluteString], services: services,
                console: console)
        }

        #expect(await eventually { console.output.hasPrefix("First\n") })
        #expect(pending.messages == [.load])
        task.cancel()
        _ = await task.value
    }

    @Test("has at most twice --jobs feeds loading at once (the HTTP client fetches --jobs), printed in the order asked")
    func pool() async {
        var services = StubServices()
        let probe = InFlightProbe()
        let urls = (1...12).map { anyURL("/\($0)") }
        for (index, url) in urls.enumerated() {
            services.loaders[url.absoluteString] = ProbedFeedLoader(
                probe: probe, loaded: remote(makeFeed(title: "Feed \(index + 1)", items: [])))
        }

        let (code, console) = await runApp(["read", "--jobs", "3"] + urls.map(\.absoluteString), services: services)

        #expect(code == .success)
        #expect(probe.mostAtOnce <= 6)
        #expect(probe.mostAtOnce >= 1)
        let headings = console.output.split(separator: "\n").filter { $0.hasPrefix("Feed ") }
        #expect(headings == (1...12).map { "Feed \($0)"[...] })
    }

    @Test("text from a feed cannot steer the terminal: controls and bidi controls never reach the output")
    func cleansControls() async throws {
        var services = StubServices()
        let hostile = "Evil\u{1B}]0;pwned\u{7} \u{9B}31m\u{202E}txt.exe"
        services.stub(
            anyURL(), with: .success(remote(makeFeed(title: hostile, items: [makeItem("1", title: hostile)]))))

        let (_, text) = await runApp(["read", anyURL().absoluteString], services: services)
        let (_, json) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        for output in [text.output, json.output] {
            #expect(!output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
            #expect(!output.unicodeScalars.contains { $0.properties.isBidiControl })
        }
        #expect(text.output.hasPrefix("Evil]0;pwned 31mtxt.exe\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) is [String: Any])
    }
}
