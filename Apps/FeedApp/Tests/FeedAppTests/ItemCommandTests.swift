import Domain
import DomainTestSupport
import Foundation
import Synchronization
import Testing

@testable import FeedApp

@Suite("feed show, open, mark-read and mark-unread")
struct ItemCommandTests {
    @Test("mark-read URL marks every item of that cached feed read")
    func markReadByURL() async {
        let services = makeServices()

        let (code, console) = await runApp(["mark-read", anyURL().absoluteString], services: services)

        #expect(code == .success)
        #expect(services.readState.messages == [.markAllRead(anyURL(), fixedNow)])
        #expect(console.output == "Marked 1 item of \(anyURL().absoluteString) read.\n")
    }

    @Test("mark-read REF marks one item, found by its number or by its id")
    func markReadByReference() async {
        let services = makeServices()

        let (byNumber, _) = await runApp(["mark-read", "7"], services: services)
        let (byID, _) = await runApp(["mark-read", "a"], services: services)

        #expect(byNumber == .success && byID == .success)
        let marked = ItemReadStateStoreMessage.markRead(itemID: "a", feedURL: anyURL(), fixedNow)
        #expect(services.readState.messages.filter { $0 == marked }.count == 2)
    }

    @Test("mark-unread REF marks one item unread")
    func markUnread() async {
        let services = makeServices()

        let (code, console) = await runApp(["mark-unread", "7"], services: services)

        #expect(code == .success)
        #expect(services.readState.messages == [.markUnread(itemID: "a", feedURL: anyURL())])
        #expect(console.output == "Marked 7 \"Item a\" unread.\n")
    }

    @Test("a reference that names nothing fails and says what a reference is")
    func unknownReference() async {
        let (code, console) = await runApp(["mark-read", "99"], services: makeServices())

        #expect(code == .failure)
        #expect(console.errors.contains("no cached item is numbered or has the id \"99\""))
    }

    @Test("show prints the title, link, author, feed and text, then marks the item read")
    func show() async {
        let services = makeServices()

        let (code, console) = await runApp(["show", "7"], services: services)

        #expect(code == .success)
        for part in ["Item a\n", "Link:   https://www.example.org/a", "By:     Author", "Feed:   ", "\nSummary of a\n"]
        {
            #expect(console.output.contains(part), "\(part) in \(console.output)")
        }
        #expect(services.readState.messages == [.markRead(itemID: "a", feedURL: anyURL(), fixedNow)])
    }

    @Test("open hands the link to the opener, then marks the item read")
    func open() async {
        let store = ReadStateStoreSpy()
        store.setItems([Self.item])
        let opener = LinkOpenerSpy()
        let console = ConsoleSpy()
        let sut = OpenCommand(
            reference: "7", opener: opener,
            context: ItemContext(store: store, clock: FixedWallClock(now: fixedNow), console: console))

        let code = await sut.run()

        #expect(code == .success)
        #expect(opener.opened == [URL(string: "https://www.example.org/a")])
        #expect(store.messages == [.markRead(itemID: "a", feedURL: anyURL(), fixedNow)])
    }

    @Test("open without $BROWSER or xdg-open says so and leaves the item unread")
    func openWithoutOpener() async {
        let store = ReadStateStoreSpy()
        store.setItems([Self.item])
        let console = ConsoleSpy()
        let opener = ProcessLinkOpener(variables: ["PATH": "/nonexistent"])
        let sut = OpenCommand(
            reference: "7", opener: opener,
            context: ItemContext(store: store, clock: FixedWallClock(now: fixedNow), console: console))

        let code = await sut.run()

        #expect(code == .failure)
        #expect(console.errors.contains("set $BROWSER, or install xdg-open"))
        #expect(store.messages.isEmpty)
    }

    // MARK: - Helpers

    typealias ItemReadStateStoreMessage = ReadStateStoreSpy.Message

    static let item = CachedItem(
        feedURL: anyURL(), item: makeItem("a", hoursAgo: 1),
        state: ItemReadState(reference: 7, firstSeen: fixedNow, readAt: nil))

    private func makeServices() -> StubServices {
        let services = StubServices()
        services.readState.setItems([Self.item])
        services.readState.setStates(["a": Self.item.state], for: anyURL())
        return services
    }
}

/// Records the links it is asked to open.
private final class LinkOpenerSpy: LinkOpener {
    private let recorded = Mutex<[URL]>([])

    var opened: [URL] { recorded.withLock { $0 } }

    func open(_ url: URL) async throws(LinkOpenerError) {
        recorded.withLock { $0.append(url) }
    }
}
