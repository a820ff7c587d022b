import Domain
import Foundation
import Synchronization

/// A read-state store that answers what a test sets and records every mark it is asked for.
public final class ReadStateStoreSpy: ReadStateStore {
    /// One mark asked for.
    public enum Message: Equatable, Sendable {
        /// Every item of a feed marked read at a date.
        case markAllRead(URL, Date)
        /// One item marked read at a date.
        case markRead(itemID: String, feedURL: URL, Date)
        /// One item marked unread.
        case markUnread(itemID: String, feedURL: URL)
    }

    private struct State {
        var states: [URL: [String: ItemReadState]] = [:]
        var items: [CachedItem] = []
        var messages: [Message] = []
    }

    private let state = Mutex(State())

    /// Creates a spy that knows no feed and no item.
    public init() {}

    /// The marks asked for, in order.
    public var messages: [Message] { state.withLock { $0.messages } }

    /// Makes ``readStates(in:)`` answer `states` for `feedURL`; ``markAllRead(in:at:)`` then knows the feed.
    public func setStates(_ states: [String: ItemReadState], for feedURL: URL) {
        state.withLock { $0.states[feedURL] = states }
    }

    /// Makes ``items(matching:)`` search `items` (by reference or id); marks then find them.
    public func setItems(_ items: [CachedItem]) {
        state.withLock { $0.items = items }
    }

    /// The states set for `feedURL`.
    public func readStates(in feedURL: URL) async throws -> [String: ItemReadState] {
        state.withLock { $0.states[feedURL] ?? [:] }
    }

    /// The items set whose reference or id is `reference`.
    public func items(matching reference: String) async throws -> [CachedItem] {
        state.withLock { state in
            state.items.filter { $0.item.id == reference || String($0.state.reference) == reference }
        }
    }

    /// Records the mark; the count of unread items set for the feed, or ``ReadStateError/notCached``.
    public func markAllRead(in feedURL: URL, at date: Date) async throws -> Int {
        let count: Int? = state.withLock { state in
            state.messages.append(.markAllRead(feedURL, date))
            return state.states[feedURL].map { $0.values.filter { !$0.isRead }.count }
        }
        guard let count else { throw ReadStateError.notCached }
        return count
    }

    /// Records the mark; whether an item set has that id in that feed.
    public func markRead(itemID: String, in feedURL: URL, at date: Date) async throws -> Bool {
        record(.markRead(itemID: itemID, feedURL: feedURL, date), itemID: itemID, feedURL: feedURL)
    }

    /// Records the mark; whether an item set has that id in that feed.
    public func markUnread(itemID: String, in feedURL: URL) async throws -> Bool {
        record(.markUnread(itemID: itemID, feedURL: feedURL), itemID: itemID, feedURL: feedURL)
    }

    private func record(_ message: Message, itemID: String, feedURL: URL) -> Bool {
        state.withLock { state in
            state.messages.append(message)
            return state.items.contains { $0.item.id == itemID && $0.feedURL == feedURL }
        }
    }
}
