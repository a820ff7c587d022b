import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import FeedApp

@Suite("feed read: new, read and references")
struct ReadMarksTests {
    @Test("items saved before the feed was ever shown (feed add's check) are new at its first read, then shown")
    func neverShownFeed_hasEveryItemNew() async throws {
        let services = makeServices(shownAt: nil)

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        #expect(try jsonItems(console.output).map { $0["new"] as? Bool } == [true, true, true])
        #expect(services.maintenance.messages == [.finishRead(shown: [anyURL(): fixedNow], now: fixedNow)])
    }

    @Test("--json items carry new, read and ref: new when first seen since the feed was last shown")
    func jsonCarriesMarks() async throws {
        let services = makeServices()

        let (code, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        #expect(code == .success)
        let items = try jsonItems(console.output)
        #expect(items.map { $0["id"] as? String } == ["fresh", "seen", "done"])
        #expect(items.map { $0["new"] as? Bool } == [true, false, false])
        #expect(items.map { $0["read"] as? Bool } == [false, false, true])
        #expect(items.map { $0["ref"] as? Int } == [3, 2, 1])
    }

    @Test("the text view shows each row's reference and marks new items with *")
    func textShowsReferencesAndNewMarks() async {
        let services = makeServices()

        let (_, console) = await runApp(["read", anyURL().absoluteString], services: services)

        let rows = console.output.split(separator: "\n").filter { $0.contains("Item ") }
        #expect(rows.count == 3)
        #expect(rows.first?.hasPrefix("  3 * Item fresh") == true, "\(rows)")
        #expect(rows.dropFirst().allSatisfy { !$0.contains("*") }, "\(rows)")
        #expect(rows.last?.hasPrefix("  1   Item done") == true, "\(rows)")
    }

    @Test("a feed loaded with its items' read states (the cache's, from its read or save) shows those")
    func loadedReadStates_areShownAsGiven() async throws {
        var services = makeServices()
        let feed = makeFeed(items: [makeItem("fresh", hoursAgo: 1), makeItem("seen", hoursAgo: 2)])
        let states = [
            ItemReadState(reference: 8, firstSeen: fixedNow, readAt: fixedNow),
            ItemReadState(reference: 9, firstSeen: fixedNow, readAt: nil),
        ]
        services.stub(
            anyURL(), with: .success(remote(feed).withReadState(FeedReadState(items: states, lastShown: nil))))

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        let items = try jsonItems(console.output)
        #expect(items.map { $0["ref"] as? Int } == [8, 9])
        #expect(items.map { $0["read"] as? Bool } == [true, false])
    }

    @Test("--new shows only the new items, --unread only those not read")
    func filters() async throws {
        let services = makeServices()

        let (_, new) = await runApp(["read", anyURL().absoluteString, "--json", "--new"], services: services)
        let (_, unread) = await runApp(["read", anyURL().absoluteString, "--json", "--unread"], services: services)

        #expect(try jsonItems(new.output).map { $0["id"] as? String } == ["fresh"])
        #expect(try jsonItems(unread.output).map { $0["id"] as? String } == ["fresh", "seen"])
    }

    @Test("--long adds each item's link and summary under its row")
    func longForm() async {
        let services = makeServices()

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--long"], services: services)

        #expect(console.output.contains("\n      https://www.example.org/fresh\n      Summary of fresh\n"))
    }

    @Test("an item first seen since the last showing but before this read began is new: it was never shown")
    func itemSavedSinceTheLastShowing_isNew() async throws {
        let services = makeServices(shownAt: fixedNow.addingTimeInterval(-7200))

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        #expect(try jsonItems(console.output).map { $0["new"] as? Bool } == [true, true, true])
    }

    @Test("an item first seen at the last showing was shown by it: not new")
    func itemFirstSeenAtTheLastShowing_isNotNew() async throws {
        let services = makeServices(shownAt: fixedNow.addingTimeInterval(-3600))

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        #expect(try jsonItems(console.output).map { $0["new"] as? Bool } == [true, false, false])
    }

    @Test("a feed asked twice in one read: the second showing counts the first, so only this read's items are new")
    func feedAskedTwice_theSecondShowingCountsTheFirst() async throws {
        let services = makeServices(shownAt: nil)

        let (_, console) = await runApp(
            ["read", anyURL().absoluteString, anyURL().absoluteString, "--json"], services: services)

        let feeds = try jsonFeeds(console.output)
        #expect(feeds.count == 2)
        #expect(try items(of: feeds[0]).map { $0["new"] as? Bool } == [true, true, true])
        #expect(try items(of: feeds[1]).map { $0["new"] as? Bool } == [true, false, false])
        #expect(services.maintenance.messages == [.finishRead(shown: [anyURL(): fixedNow], now: fixedNow)])
    }

    @Test("a file's items are all new: no cache holds them, and the file is still recorded as shown")
    func fileFeed_hasEveryItemNew() async throws {
        var services = StubServices()
        let file = URL(fileURLWithPath: "/tmp/feed-marks.xml")
        services.stub(file, with: .success(remote(makeFeed(items: [makeItem("a", hoursAgo: 1), makeItem("b")]))))

        let (_, console) = await runApp(["read", file.absoluteString, "--json"], services: services)

        let items = try jsonItems(console.output)
        #expect(items.map { $0["new"] as? Bool } == [true, true])
        #expect(items.allSatisfy { $0["ref"] == nil || $0["ref"] is NSNull })
        #expect(services.maintenance.messages == [.finishRead(shown: [file: fixedNow], now: fixedNow)])
    }

    @Test("after a save that failed, the items' states are looked up and new counts from this read's start")
    func failedSave_looksTheStatesUp_andCountsNewFromTheReadStart() async throws {
        var services = StubServices()
        let items = [makeItem("unsaved", hoursAgo: 1), makeItem("fresh", hoursAgo: 2), makeItem("seen", hoursAgo: 3)]
        services.stub(anyURL(), with: .success(remote(makeFeed(items: items))))
        services.readState.setStates(
            [
                "fresh": ItemReadState(reference: 3, firstSeen: fixedNow, readAt: nil),
                "seen": ItemReadState(reference: 2, firstSeen: fixedNow.addingTimeInterval(-60), readAt: nil),
            ], for: anyURL())

        let (_, console) = await runApp(["read", anyURL().absoluteString, "--json"], services: services)

        let marks = try jsonItems(console.output)
        #expect(marks.map { $0["ref"] as? Int } == [nil, 3, 2])
        #expect(marks.map { $0["new"] as? Bool } == [true, true, false])
        #expect(services.maintenance.messages == [.finishRead(shown: [anyURL(): fixedNow], now: fixedNow)])
    }

    // MARK: - Helpers

    /// A feed of three items as the cache gives it with its read states: `fresh` first seen now (new), `seen`
    /// earlier, `done` earlier and read; the feed last shown just after `seen` and `done` were first seen, unless
    /// `shownAt` says otherwise (`nil`: never shown).
    private func makeServices(shownAt: Date? = fixedNow.addingTimeInterval(-3000)) -> StubServices {
        var services = StubServices()
        let items = [
            makeItem("fresh", hoursAgo: 1), makeItem("seen", hoursAgo: 2), makeItem("done", hoursAgo: 3),
        ]
        let earlier = fixedNow.addingTimeInterval(-3600)
        let states = [
            ItemReadState(reference: 3, firstSeen: fixedNow, readAt: nil),
            ItemReadState(reference: 2, firstSeen: earlier, readAt: nil),
            ItemReadState(reference: 1, firstSeen: earlier, readAt: earlier),
        ]
        services.stub(
            anyURL(),
            with: .success(
                remote(makeFeed(items: items)).withReadState(FeedReadState(items: states, lastShown: shownAt))))
        return services
    }

    private func jsonItems(_ output: String) throws -> [[String: Any]] {
        try items(of: try #require(try jsonFeeds(output).first))
    }

    private func jsonFeeds(_ output: String) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return try #require(document?["feeds"] as? [[String: Any]])
    }

    private func items(of feed: [String: Any]) throws -> [[String: Any]] {
        try #require(feed["items"] as? [[String: Any]])
    }
}
