import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the one cached item a reference names: the number `feed read` shows beside it, or its id as
/// `--json` prints it.
struct ItemFinder: Sendable {
    /// Where cached items are looked up.
    let store: any ReadStateStore

    /// The item `reference` names, or why there is not exactly one, worded for a person.
    func item(_ reference: String) async -> Result<CachedItem, ReadFailure> {
        let matches: [CachedItem]
        do {
            matches = try await store.items(matching: reference)
        } catch {
            return .failure(ReadFailure("the cache could not be read: \(ErrorMessage.message(for: error))"))
        }
        guard let first = matches.first else {
            return .failure(
                ReadFailure(
                    "no cached item is numbered or has the id \"\(reference)\"; use the number `feed read` shows "
                        + "beside an item, or the id `feed read --json` prints"))
        }
        guard matches.count == 1 else {
            let listed = matches.map { "\($0.state.reference) in \($0.feedURL.absoluteString)" }
            return .failure(
                ReadFailure(
                    "\"\(reference)\" names \(matches.count) items (\(listed.joined(separator: ", "))); "
                        + "use one of the numbers"))
        }
        return .success(first)
    }
}
