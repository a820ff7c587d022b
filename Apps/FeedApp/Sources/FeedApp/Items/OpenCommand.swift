import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed open REF`: opens one cached item's link with `$BROWSER` or `xdg-open`, then marks it read.
struct OpenCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "open", summary: "Open an item's link (by its number or id) with $BROWSER or xdg-open.",
        positionals: .one("REF"), flags: CommonFlags.configuration)

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
        let finder = ItemFinder(store: store)
        return await finder.withItem(reference, console: console) { found in
            guard let link = found.item.link else {
                return ItemFinder.fail("\(ItemTitle.of(found.item)) has no link to open", on: console)
            }
            do {
                try await opener.open(link)
            } catch {
                return ItemFinder.fail("\(link.absoluteString) was not opened: \(error)", on: console)
            }
            console.write("Opened \(link.absoluteString)\n")
            return await finder.markRead(found, at: clock.now, console: console)
        }
    }
}
