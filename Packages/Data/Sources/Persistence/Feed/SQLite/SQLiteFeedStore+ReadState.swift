import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedStore: ReadStateStore {
    /// The state of every cached item of `feedURL`, keyed by item id.
    public func readStates(in feedURL: URL) async throws -> [String: ItemReadState] {
        let sql = "SELECT item_id, ref, first_seen, read_at FROM items WHERE feed_url = ?1"
        return try file.perform("reading the read state of \(feedURL.absoluteString)", as: ReadStateError.cache) {
            database in
            let rows = try database.query(sql, [.text(feedURL.absoluteString)]) { row in
                (row.text(at: 0) ?? "", SQLiteFeedRows.state(in: row, at: 1))
            }
            return Dictionary(rows, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The items whose reference or id `reference` is.
    public func items(matching reference: String) async throws -> [CachedItem] {
        let sql = """
            SELECT feed_url, ref, first_seen, read_at, \(SQLiteFeedRows.itemColumns) FROM items
            WHERE ref = ?1 OR item_id = ?2 ORDER BY ref
            """
        let number = Int(reference).map(SQLiteValue.integer) ?? .null
        return try file.perform("finding the item \(reference)", as: ReadStateError.cache) { database in
            try database.query(sql, [number, .text(reference)]) { row in
                URL(string: row.text(at: 0) ?? "").map { feedURL in
                    CachedItem(
                        feedURL: feedURL, item: SQLiteFeedRows.item(from: row, at: 4),
                        state: SQLiteFeedRows.state(in: row, at: 1))
                }
            }.compactMap { $0 }
        }
    }

    /// Marks every unread item of `feedURL` read.
    public func markAllRead(in feedURL: URL, at date: Date) async throws -> Int {
        let key = SQLiteValue.text(feedURL.absoluteString)
        let changed = try file.perform("marking \(feedURL.absoluteString) read", as: ReadStateError.cache) { database in
            try database.transaction("mark \(feedURL.absoluteString) read") { () -> Int? in
                guard try !database.query("SELECT 1 FROM feeds WHERE url = ?1", [key], row: { _ in true }).isEmpty
                else { return nil }
                return try database.run(
                    "UPDATE items SET read_at = ?2 WHERE feed_url = ?1 AND read_at IS NULL",
                    [key, .real(date.timeIntervalSinceReferenceDate)])
            }
        }
        guard let changed else { throw ReadStateError.notCached }
        return changed
    }

    /// Marks one item read, keeping an earlier read date.
    public func markRead(itemID: String, in feedURL: URL, at date: Date) async throws -> Bool {
        try setReadAt(
            "coalesce(read_at, ?3)", [.real(date.timeIntervalSinceReferenceDate)], itemID: itemID, in: feedURL)
    }

    /// Marks one item unread.
    public func markUnread(itemID: String, in feedURL: URL) async throws -> Bool {
        try setReadAt("NULL", [], itemID: itemID, in: feedURL)
    }

    private func setReadAt(
        _ expression: String, _ values: [SQLiteValue], itemID: String, in feedURL: URL
    ) throws(ReadStateError) -> Bool {
        let sql = "UPDATE items SET read_at = \(expression) WHERE feed_url = ?1 AND item_id = ?2"
        return try file.perform("marking the item \(itemID)", as: ReadStateError.cache) { database in
            try database.run(sql, [.text(feedURL.absoluteString), .text(itemID)] + values) > 0
        }
    }

}
