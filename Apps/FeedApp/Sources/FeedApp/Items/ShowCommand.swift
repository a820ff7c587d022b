import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed show REF`: one cached item in full (title, link, author, date, its text in wrapped paragraphs),
/// then marks it read.
struct ShowCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "show", summary: "Print one item (by its number or id) in full, and mark it read.",
        positionals: .one("REF"), flags: [OutputPaging.noPager] + CommonFlags.configuration)

    static func make(_ reference: String, composer: AppComposer) throws -> ShowCommand {
        let services = try composer.services()
        return ShowCommand(
            reference: reference, store: services.readState, clock: services.clock, console: composer.console)
    }

    /// The item's number or id.
    let reference: String
    let store: any ReadStateStore
    /// Tells "now", for the relative date and the read mark.
    let clock: any WallClock
    let console: any Console

    /// Prints the item and marks it read.
    func run() async -> ExitCode {
        let finder = ItemFinder(store: store)
        return await finder.withItem(reference, console: console) { found in
            console.write(ItemPage(width: console.width, clock: clock).render(found))
            return await finder.markRead(found, at: clock.now, console: console)
        }
    }
}
