import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A command on the one cached item its reference names (`show`, `open`, `mark-unread`): it finds the item, says
/// why when there is not exactly one, and acts on it.
protocol ItemCommand: FeedCommand where Options == String {
    /// The item's number or id.
    var reference: String { get }
    /// Where the item is found and marked, the clock and the console.
    var context: ItemContext { get }

    /// Does the command's work on `found`, the item `reference` names.
    func act(on found: CachedItem, finder: ItemFinder) async -> ExitCode
}

extension ItemCommand {
    /// Finds the item and acts on it.
    func run() async -> ExitCode {
        let finder = ItemFinder(store: context.store)
        return await finder.withItem(reference, console: context.console) { await act(on: $0, finder: finder) }
    }
}

/// What the commands on one item work with.
struct ItemContext: Sendable {
    /// Where items are found and marked.
    let store: any ReadStateStore
    /// Tells "now", for relative dates and the read marks.
    let clock: any WallClock
    let console: any Console

    /// The context of a command built by `composer`.
    init(_ composer: AppComposer) throws {
        let services = try composer.services()
        self.init(store: services.readState, clock: services.clock, console: composer.console)
    }

    init(store: any ReadStateStore, clock: any WallClock, console: any Console) {
        self.store = store
        self.clock = clock
        self.console = console
    }
}
