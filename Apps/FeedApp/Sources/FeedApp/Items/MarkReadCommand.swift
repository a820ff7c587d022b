import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed mark-read URL|REF`: marks every item of a cached feed read, or one item by its number or id.
///
/// A feed URL wins over an item id that happens to spell the same address; any cached feed works,
/// subscribed or not.
struct MarkReadCommand: ItemCommand {
    static let spec = CommandSpec(
        name: "mark-read", summary: "Mark a feed's items read (by its URL), or one item (by its number or id).",
        positionals: .one("URL|REF"), flags: CommonFlags.configuration)

    static func make(_ target: String, composer: AppComposer) throws -> MarkReadCommand {
        MarkReadCommand(
            reference: target, workingDirectory: composer.workingDirectory, context: try ItemContext(composer))
    }

    /// A feed's URL or path, or an item's number or id.
    let reference: String
    /// The folder a relative path is resolved against.
    let workingDirectory: URL
    let context: ItemContext

    /// Marks the feed `reference` names, else the item.
    func run() async -> ExitCode {
        let console = context.console
        if let url = try? FeedAddress.url(from: reference, currentDirectory: workingDirectory) {
            do {
                let count = try await context.store.markAllRead(in: url, at: context.clock.now)
                console.write("Marked \(count == 1 ? "1 item" : "\(count) items") of \(url.absoluteString) read.\n")
                return .success
            } catch ReadStateError.notCached {
                // Not a cached feed: the target may still be an item's id.
            } catch {
                return ItemFinder.fail(
                    "the feed was not marked read: \(ErrorMessage.message(for: error))", on: console)
            }
        }
        let finder = ItemFinder(store: context.store)
        let hint = "; or give the URL of a feed `feed read` has cached"
        return await finder.withItem(reference, console: console, hint: hint) { await act(on: $0, finder: finder) }
    }

    /// Marks the item read.
    func act(on found: CachedItem, finder: ItemFinder) async -> ExitCode {
        let marked = await finder.markRead(found, at: context.clock.now, console: context.console)
        if marked == .success {
            context.console.write("Marked \(found.state.reference) \(ItemTitle.of(found.item)) read.\n")
        }
        return marked
    }
}
