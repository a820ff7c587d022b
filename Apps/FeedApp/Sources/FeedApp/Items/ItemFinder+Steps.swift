import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ItemFinder {
    /// Runs `act` on the one item `reference` names; when there is not exactly one, says why on `console`, with
    /// `hint` after the reason, and fails.
    func withItem(
        _ reference: String, console: any Console, hint: String = "", _ act: (CachedItem) async -> ExitCode
    ) async -> ExitCode {
        switch await item(reference) {
        case .failure(let failure): Self.fail(failure.description + hint, on: console)
        case .success(let found): await act(found)
        }
    }

    /// Marks `found` read at `date`; when the store cannot, says so on `console` and fails.
    func markRead(_ found: CachedItem, at date: Date, console: any Console) async -> ExitCode {
        do {
            _ = try await store.markRead(itemID: found.item.id, in: found.feedURL, at: date)
            return .success
        } catch {
            return Self.fail("the item was not marked read: \(ErrorMessage.message(for: error))", on: console)
        }
    }

    /// Writes `feed: message` on `console`'s messages stream and gives the failure exit code.
    static func fail(_ message: String, on console: any Console) -> ExitCode {
        console.writeError("feed: \(message)\n")
        return .failure
    }
}
