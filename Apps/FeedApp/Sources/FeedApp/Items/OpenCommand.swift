import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed open REF`: opens one cached item's link with `$BROWSER` or `xdg-open`, then marks it read.
struct OpenCommand: ItemCommand {
    static let spec = CommandSpec(
        name: "open", summary: "Open an item's link (by its number or id) with $BROWSER or xdg-open.",
        positionals: .one("REF"), flags: CommonFlags.configuration)

    static func make(_ reference: String, composer: AppComposer) throws -> OpenCommand {
        OpenCommand(
            reference: reference, opener: ProcessLinkOpener(variables: composer.variables),
            context: try ItemContext(composer))
    }

    let reference: String
    let opener: any LinkOpener
    let context: ItemContext

    /// Opens the item's link and marks it read.
    func act(on found: CachedItem, finder: ItemFinder) async -> ExitCode {
        guard let link = found.item.link else {
            return ItemFinder.fail("\(ItemTitle.of(found.item)) has no link to open", on: context.console)
        }
        do {
            try await opener.open(link)
        } catch {
            return ItemFinder.fail("\(link.absoluteString) was not opened: \(error)", on: context.console)
        }
        context.console.write("Opened \(link.absoluteString)\n")
        return await finder.markRead(found, at: context.clock.now, console: context.console)
    }
}
