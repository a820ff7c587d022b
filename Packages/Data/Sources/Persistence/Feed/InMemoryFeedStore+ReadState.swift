import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension InMemoryFeedStore: ReadStateStore {
    /// The state of every stored item of `feedURL`, keyed by item id.
    public func readStates(in feedURL: URL) async throws -> [String: ItemReadState] {
        storage.withLock { $0.feeds[feedURL]?.states ?? [:] }
    }

    /// The items whose reference or id `reference` is, by reference.
    public func items(matching reference: String) async throws -> [CachedItem] {
        let number = Int(reference)
        return storage.withLock { contents in
            contents.feeds.flatMap { url, stored in
                stored.cached.feed.items.compactMap { item -> CachedItem? in
                    guard let state = stored.states[item.id], item.id == reference || state.reference == number
                    else { return nil }
                    return CachedItem(feedURL: url, item: item, state: state)
                }
            }.sorted { $0.state.reference < $1.state.reference }
        }
    }

    /// Marks every unread item of `feedURL` read.
    public func markAllRead(in feedURL: URL, at date: Date) async throws -> Int {
        let changed: Int? = storage.withLock { contents in
            guard var stored = contents.feeds[feedURL] else { return nil }
            let unread = stored.states.filter { !$0.value.isRead }.map(\.key)
            for id in unread { stored.states[id] = stored.states[id].map { Self.state($0, readAt: date) } }
            contents.feeds[feedURL] = stored
            return unread.count
        }
        guard let changed else { throw ReadStateError.notCached }
        return changed
    }

    /// Marks one item read, keeping an earlier read date.
    public func markRead(itemID: String, in feedURL: URL, at date: Date) async throws -> Bool {
        update(itemID, in: feedURL) { Self.state($0, readAt: $0.readAt ?? date) }
    }

    /// Marks one item unread.
    public func markUnread(itemID: String, in feedURL: URL) async throws -> Bool {
        update(itemID, in: feedURL) { Self.state($0, readAt: nil) }
    }

    private func update(_ itemID: String, in feedURL: URL, _ change: (ItemReadState) -> ItemReadState) -> Bool {
        storage.withLock { contents in
            guard let state = contents.feeds[feedURL]?.states[itemID] else { return false }
            contents.feeds[feedURL]?.states[itemID] = change(state)
            return true
        }
    }

    private static func state(_ state: ItemReadState, readAt: Date?) -> ItemReadState {
        ItemReadState(reference: state.reference, firstSeen: state.firstSeen, readAt: readAt)
    }
}
