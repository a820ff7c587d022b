import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed show REF`: one cached item in full (title, link, author, date, its text in wrapped paragraphs),
/// then marks it read.
struct ShowCommand: ItemCommand {
    static let spec = CommandSpec(
        name: "show", summary: "Print one item (by its number or id) in full, and mark it read.",
        positionals: .one("REF"), flags: [OutputPaging.noPager] + CommonFlags.configuration)

    static func make(_ reference: String, composer: AppComposer) throws -> ShowCommand {
        ShowCommand(reference: reference, context: try ItemContext(composer))
    }

    let reference: String
    let context: ItemContext

    /// Prints the item and marks it read.
    func act(on found: CachedItem, finder: ItemFinder) async -> ExitCode {
        context.console.write(ItemPage(width: context.console.width, clock: context.clock).render(found))
        return await finder.markRead(found, at: context.clock.now, console: context.console)
    }
}
