import Domain
import Foundation
import Presentation

/// `feed open REF`: opens one cached item's link with `$BROWSER` or `xdg-open`, then marks it read.
struct OpenCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "open", summary: "Open an item's link (by its number or id) with $BROWSER or xdg-open.",
        positionals: .one("REF"), flags: CommonFlags.configuration)

    static func options(from line: ParsedArguments) throws(UsageError) -> String {
        line.positionals.first ?? ""
    }

    static func make(_ reference: String, composer: AppComposer) throws -> OpenCommand {
        let services = try composer.services()
        return OpenCommand(
            reference: reference, store: services.readState, opener: ProcessLinkOpener(variables: composer.variables),
            clock: services.clock, console: composer.console)
    }

    /// The item's number or id.
    let reference: String
    let store: any ReadStateStore
    let opener: any LinkOpener
    /// Dates the read mark.
    let clock: any WallClock
    let console: any Console

    /// Finds the item, opens its link and marks it read.
    func run() async -> ExitCode {
        let found: CachedItem
        switch await ItemFinder(store: store).item(reference) {
        case .failure(let failure): return fail(failure.description)
        case .success(let item): found = item
        }
        guard let link = found.item.link else { return fail("\(ItemTitle.of(found.item)) has no link to open") }
        do {
            try await opener.open(link)
        } catch {
            return fail("\(link.absoluteString) was not opened: \(error)")
        }
        console.write("Opened \(link.absoluteString)\n")
        do {
            _ = try await store.markRead(itemID: found.item.id, in: found.feedURL, at: clock.now)
        } catch {
            return fail("the item was not marked read: \(ErrorMessage.message(for: error))")
        }
        return .success
    }

    private func fail(_ message: String) -> ExitCode {
        console.writeError("feed: \(message)\n")
        return .failure
    }
}
