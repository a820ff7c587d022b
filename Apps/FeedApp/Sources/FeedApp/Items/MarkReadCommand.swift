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
struct MarkReadCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "mark-read", summary: "Mark a feed's items read (by its URL), or one item (by its number or id).",
        positionals: .one("URL|REF"), flags: CommonFlags.configuration)

    static func make(_ target: String, composer: AppComposer) throws -> MarkReadCommand {
        let services = try composer.services()
        return MarkReadCommand(
            target: target, workingDirectory: composer.workingDirectory, store: services.readState,
            clock: services.clock, console: composer.console)
    }

    /// A feed's URL or path, or an item's number or id.
    let target: String
    /// The folder a relative path is resolved against.
    let workingDirectory: URL
    let store: any ReadStateStore
    /// Dates the marks.
    let clock: any WallClock
    let console: any Console

    /// Marks the feed `target` names, else the item.
    func run() async -> ExitCode {
        if let url = try? FeedAddress.url(from: target, currentDirectory: workingDirectory) {
            do {
                let count = try await store.markAllRead(in: url, at: clock.now)
                console.write("Marked \(count == 1 ? "1 item" : "\(count) items") of \(url.absoluteString) read.\n")
                return .success
            } catch ReadStateError.notCached {
                // Not a cached feed: the target may still be an item's id.
            } catch {
                return ItemFinder.fail(
                    "the feed was not marked read: \(ErrorMessage.message(for: error))", on: console)
            }
        }
        let finder = ItemFinder(store: store)
        let hint = "; or give the URL of a feed `feed read` has cached"
        return await finder.withItem(target, console: console, hint: hint) { found in
            let marked = await finder.markRead(found, at: clock.now, console: console)
            if marked == .success {
                console.write("Marked \(found.state.reference) \(ItemTitle.of(found.item)) read.\n")
            }
            return marked
        }
    }
}
