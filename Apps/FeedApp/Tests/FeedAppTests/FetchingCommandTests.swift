import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("Commands that follow moved feeds and find feeds on web pages")
struct FetchingCommandTests {
    private let page = URL(string: "https://blog.example/") ?? URL(fileURLWithPath: "/")
    private let rss = URL(string: "https://blog.example/feed.xml") ?? URL(fileURLWithPath: "/")
    private let atom = URL(string: "https://blog.example/atom.xml") ?? URL(fileURLWithPath: "/")

    @Test("add of a web page subscribes to the first feed it offers and says which it took")
    func addTakesFirstFeedOfPage() async {
        var services = StubServices()
        services.stub(page, with: .failure(.webPage(feeds: [rss, atom])))
        services.stub(rss, with: .success(remote(makeFeed(title: "Blog", items: []))))

        let (code, console) = await runApp(["add", page.absoluteString], services: services)

        #expect(code == .success, "\(console.errors)")
        #expect(services.store.subscriptions == [Subscription(url: rss, title: "Blog")])
        #expect(console.output.contains("taking the first feed it offers, \(rss.absoluteString)"))
        #expect(console.output.contains("It also offers \(atom.absoluteString)"))
    }

    @Test("add --all of a web page lists every feed it offers and adds none")
    func addAllListsFeeds() async {
        var services = StubServices()
        services.stub(page, with: .failure(.webPage(feeds: [rss, atom])))

        let (code, console) = await runApp(["add", page.absoluteString, "--all"], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions.isEmpty)
        #expect(console.output.contains("offers 2 feeds:\n  \(rss.absoluteString)\n  \(atom.absoluteString)\n"))
    }

    @Test("add of a web page whose first feed cannot be read adds nothing and says why")
    func addPageWithBrokenFeed() async {
        var services = StubServices()
        services.stub(page, with: .failure(.webPage(feeds: [rss])))
        services.stub(rss, with: .failure(.httpStatus(code: 404, host: "blog.example")))

        let (code, console) = await runApp(["add", page.absoluteString], services: services)

        #expect(code == .failure)
        #expect(services.store.subscriptions.isEmpty)
        #expect(console.errors.contains("\(rss.absoluteString) was not added"))
    }

    @Test("read of a web page says which feeds it offers")
    func readOfPageNamesFeeds() async {
        var services = StubServices()
        services.stub(page, with: .failure(.webPage(feeds: [rss, atom])))

        let (code, console) = await runApp(["read", page.absoluteString], services: services)

        #expect(code == .failure)
        #expect(
            console.errors.contains("a web page that offers 2 feeds: \(rss.absoluteString), \(atom.absoluteString)"))
    }

    @Test("a subscribed feed that moved for good takes its new address, keeping title and interval, and says so")
    func readFollowsPermanentRedirect() async {
        let moved = rss.appendingPathComponent("moved")
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: rss, title: "Blog", refreshInterval: 3600)])
        let loaded = LoadedFeed(feed: makeFeed(items: []), origin: .remote, permanentRedirectURL: moved)
        services.stub(rss, with: .success(loaded))

        let (code, console) = await runApp(["read"], services: services)

        #expect(code == .success)
        #expect(services.store.subscriptions == [Subscription(url: moved, title: "Blog", refreshInterval: 3600)])
        #expect(console.errors.contains("\(rss.absoluteString) has moved for good to \(moved.absoluteString)"))
    }

    @Test("a feed read without a move, or not subscribed, leaves the list alone")
    func readWithoutMoveSavesNothing() async {
        var services = StubServices()
        services.store = SubscriptionStoreSpy([Subscription(url: rss)])
        services.stub(rss, with: .success(remote(makeFeed(items: []))))
        services.stub(
            atom, with: .success(LoadedFeed(feed: makeFeed(items: []), origin: .remote, permanentRedirectURL: page)))

        let (code, _) = await runApp(["read", rss.absoluteString, atom.absoluteString], services: services)

        #expect(code == .success)
        #expect(!services.store.messages.contains { if case .save = $0 { true } else { false } })
    }
}
