import Domain
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The read states ``SQLiteFeedStore/retrieve(for:)`` read beside a feed's items, or a feed's first save gave
/// its new items, kept for the ``SQLiteFeedStore/readStates(of:in:)`` (or ``SQLiteFeedStore/readStates(in:)``)
/// that follows it.
///
/// Showing a cached feed asks for its items, then for their read states: two passes over the same rows,
/// each seeking every row through the index (Benchmarks/README.md, "Figures behind the code's comments"). The
/// store reads both at once and keeps the states here until they are asked for, once; a save that inserted
/// all of a feed's items keeps theirs, known from the insert. Every write through the store forgets them all
/// first, so an answer from here is what the last read or save of that feed saw with nothing written since. At most ``capacity`` feeds are kept, the oldest dropped first: feeds read concurrently
/// are each asked for in turn.
final class RetrievedStates: Sendable {
    /// How many feeds' states are kept at once.
    static let capacity = 8

    private let kept = Mutex<[(url: URL, states: KeptItemStates)]>([])

    /// Keeps `states` as those of the feed at `url`, replacing any kept for it.
    func keep(_ states: KeptItemStates, for url: URL) {
        kept.withLock { kept in
            kept.removeAll { $0.url == url }
            if kept.count >= Self.capacity { kept.removeFirst(kept.count - Self.capacity + 1) }
            kept.append((url, states))
        }
    }

    /// The states kept for the feed at `url`, which are then no longer kept; `nil` when there are none.
    func take(for url: URL) -> KeptItemStates? {
        kept.withLock { kept in
            guard let index = kept.firstIndex(where: { $0.url == url }) else { return nil }
            return kept.remove(at: index).states
        }
    }

    /// Forgets every feed's states: the store wrote.
    func forgetAll() {
        kept.withLock { $0.removeAll() }
    }
}
