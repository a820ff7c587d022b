import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed mark-unread REF`: marks one cached item unread again.
struct MarkUnreadCommand: ItemCommand {
    static let spec = CommandSpec(
        name: "mark-unread", summary: "Mark one item unread, by its number or id.", positionals: .one("REF"),
        flags: CommonFlags.configuration)

    static func make(_ reference: String, composer: AppComposer) throws -> MarkUnreadCommand {
        MarkUnreadCommand(reference: reference, context: try ItemContext(composer))
    }

    let reference: String
    let context: ItemContext

    /// Marks the item unread.
    func act(on found: CachedItem, finder: ItemFinder) async -> ExitCode {
        do {
            _ = try await context.store.markUnread(itemID: found.item.id, in: found.feedURL)
            context.console.write("Marked \(found.state.reference) \(ItemTitle.of(found.item)) unread.\n")
            return .success
        } catch {
            return ItemFinder.fail(
                "the item was not marked unread: \(ErrorMessage.message(for: error))", on: context.console)
        }
    }
}
