import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("A subscription list with lines that are not subscriptions")
struct DamagedSubscriptionListTests {
    @Test("list, export and read show the readable subscriptions and name each skipped line")
    func showingCommandsSkipBadLines() async {
        var services = StubServices()
        let skipped = SubscriptionStoreError.malformed(
            path: "/subs.txt", line: 2, reason: "\"x\" is not a feed address")
        services.store = SubscriptionStoreSpy(
            [Subscription(url: anyURL("/a"), title: "A")], failure: nil, skipped: [skipped])
        services.stub(anyURL("/a"), with: .success(remote(makeFeed(title: "Their Title", items: []))))

        for command in [["list"], ["export"], ["read"]] {
            let (code, console) = await runApp(command, services: services)

            #expect(code == .success, "\(command) \(console.errors)")
            // read heads the feed with the subscription's own title; list and export show its URL.
            #expect(
                command == ["read"]
                    ? console.output.hasPrefix("A\n") : console.output.contains(anyURL("/a").absoluteString))
            #expect(
                console.errors.contains(
                    "feed: line 2 of /subs.txt was skipped: \"x\" is not a feed address. Fix or remove it;"),
                "\(command)")
        }
    }
}
