import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed mark-unread REF`: marks one cached item unread again.
struct MarkUnreadCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "mark-unread", summary: "Mark one item unread, by its number or id.", positionals: .one("REF"),
        flags: CommonFlags.configuration)

    static func make(_ reference: String, composer: AppComposer) throws -> MarkUnreadCommand {
        MarkUnreadCommand(reference: reference, store: try composer.services().readState, console: composer.console)
    }

    /// The item's number or id.
    let reference: String
    let store: any ReadStateStore
    let console: any Console

    /// Finds the item and marks it unread.
    func run() async -> ExitCode {
        await ItemFinder(store: store).withItem(reference, console: console) { found in
            do {
                _ = try await store.markUnread(itemID: found.item.id, in: found.feedURL)
                console.write("Marked \(found.state.reference) \(ItemTitle.of(found.item)) unread.\n")
                return .success
            } catch {
                return ItemFinder.fail(
                    "the item was not marked unread: \(ErrorMessage.message(for: error))", on: console)
            }
        }
    }
}
