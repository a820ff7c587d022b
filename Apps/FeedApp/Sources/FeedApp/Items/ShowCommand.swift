import Domain
import Foundation
import Presentation

/// `feed show REF`: one cached item in full (title, link, author, date, its text in wrapped paragraphs),
/// then marks it read.
struct ShowCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "show", summary: "Print one item (by its number or id) in full, and mark it read.",
        positionals: .one("REF"), flags: CommonFlags.configuration)

    static func options(from line: ParsedArguments) throws(UsageError) -> String {
        line.positionals.first ?? ""
    }

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
        switch await ItemFinder(store: store).item(reference) {
        case .failure(let failure):
            console.writeError("feed: \(failure.description)\n")
            return .failure
        case .success(let found):
            console.write(ItemPage(width: console.width, clock: clock).render(found))
            do {
                _ = try await store.markRead(itemID: found.item.id, in: found.feedURL, at: clock.now)
            } catch {
                console.writeError("feed: the item was not marked read: \(ErrorMessage.message(for: error))\n")
                return .failure
            }
            return .success
        }
    }
}
