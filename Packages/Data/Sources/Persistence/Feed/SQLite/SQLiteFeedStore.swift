import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The default on-disk ``FeedStore``: one SQLite database holding every cached feed as rows, with each
/// item's read state (``ReadStateStore``).
///
/// Opened on first use (creating its folder), and upgraded to the current tables then (see
/// ``SQLiteFeedSchema``); a cache from an older version is migrated, never dropped. WAL mode with a busy
/// timeout lets several processes read and write the same file; each insert is one transaction, so an
/// interrupted write leaves the previous copy in place. A damaged database is moved aside
/// (`<name>.corrupt-<timestamp>`) and reported once with ``Domain/CacheError/unavailable(reason:)``;
/// the store then carries on with an empty cache.
public final class SQLiteFeedStore: FeedStore {
    let file: SQLiteStoreFile
    private let faults: StoreFaultInjector

    /// Creates a store on the database at `fileURL`; nothing is created until the first call.
    ///
    /// - Parameters:
    ///   - fileURL: the database file; its folder is created when needed.
    ///   - logger: told, at error level so it shows by default, when the file can only be read (a read-only or
    ///     full disk); the saved copies are still served.
    ///   - faults: a test seam that can fail a write between its steps; leave it as ``StoreFaultInjector/none``.
    public init(fileURL: URL, logger: (any Logger)? = nil, faults: StoreFaultInjector = .none) {
        self.file = SQLiteStoreFile(fileURL: fileURL, schema: SQLiteFeedSchema.schema, logger: logger, faults: faults)
        self.faults = faults
    }

    /// The copy of `url`, if any, with its items' read states, read beside the items in one pass over their rows.
    public func retrieve(for url: URL) async throws -> CachedFeed? {
        try file.perform("reading the feed \(url.absoluteString)") { database in
            try database.snapshot("read the feed \(url.absoluteString)") { try Self.read(url, in: database) }
        }
    }

    /// Stores the copy of `url` in one transaction, replacing the previous one on commit; items keep their
    /// read state and the feed its last showing, and the save returns them, the items' in their order.
    @discardableResult
    public func insert(
        _ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL
    ) async throws -> FeedReadState {
        let faults = self.faults
        return try file.perform("saving the feed \(url.absoluteString)") { database in
            try faults.check(.beforeWriting)
            return try database.transaction("save the feed \(url.absoluteString)") {
                let state = try SQLiteFeedRows.write(
                    feed, validators: validators, savedAt: savedAt, for: url, into: database)
                try SQLiteFeedRows.writeFreshness(of: validators, savedAt: savedAt, for: url, into: database)
                try faults.check(.beforePublishing)
                return state
            }
        }
    }

    /// Deletes the copy of `url` and its items' read state.
    public func delete(for url: URL) async throws {
        try file.perform("deleting the feed \(url.absoluteString)") { database in
            try database.transaction("delete the feed \(url.absoluteString)") {
                try database.run("DELETE FROM items WHERE feed_url = ?1", [.text(url.absoluteString)])
                try database.run("DELETE FROM feeds WHERE url = ?1", [.text(url.absoluteString)])
            }
        }
    }

    /// One summary per stored feed; the byte count is the size of the item text stored for it.
    public func entries() async throws -> [CachedFeedEntry] {
        let sql = """
            SELECT url, saved_at, item_count, (SELECT coalesce(sum(length(CAST(item_id AS BLOB))
                + coalesce(length(CAST(title AS BLOB)), 0) + coalesce(length(CAST(summary AS BLOB)), 0)
                + coalesce(length(CAST(link AS BLOB)), 0) + coalesce(length(CAST(author AS BLOB)), 0)
                + coalesce(length(CAST(image AS BLOB)), 0) + coalesce(length(CAST(content AS BLOB)), 0)), 0)
                FROM items WHERE feed_url = url)
            FROM feeds ORDER BY url
            """
        return try file.perform("listing the cached feeds") { database in
            try database.query(sql) { row in
                URL(string: row.text(at: 0) ?? "").map {
                    CachedFeedEntry(
                        url: $0, savedAt: Date(timeIntervalSinceReferenceDate: row.double(at: 1)),
                        itemCount: row.int(at: 2), bytes: row.int(at: 3))
                }
            }.compactMap { $0 }
        }
    }

    /// Deletes every stored feed, all read state and the search index by removing the database's files, which
    /// gives the space back to the disk, even a full one; the next call starts a new database.
    public func deleteAll() async throws {
        try file.remove("clearing the cache")
    }

    /// The copy of `url` with its items' read states, in the items' order, and its last showing (from its row).
    private static func read(_ url: URL, in database: SQLiteConnection) throws -> CachedFeed? {
        let sql = """
            SELECT saved_at, has_validators, etag, last_modified, fresh_until - saved_at, title, link, item_count,
                shown_at
            FROM feeds WHERE url = ?1
            """
        let feeds = try database.query(sql, [.text(url.absoluteString)]) { row in
            (
                Date(timeIntervalSinceReferenceDate: row.double(at: 0)), validators(in: row, at: 1),
                row.text(at: 5), row.text(at: 6).flatMap(URL.init(string:)), row.int(at: 7),
                row.optionalDouble(at: 8).map(Date.init(timeIntervalSinceReferenceDate:))
            )
        }
        guard let (savedAt, validators, title, link, count, shown) = feeds.first else { return nil }
        let (items, states) = try SQLiteFeedRows.itemsAndStates(of: url, count: count, in: database)
        return CachedFeed(
            feed: Feed(title: title, link: link, items: items), savedAt: savedAt, validators: validators,
            readStates: states, lastShown: shown)
    }

    /// The validators in the four columns from `offset`: the flag, `etag`, `last_modified` and the lifetime.
    private static func validators(in row: SQLiteStatement, at offset: Int32) -> CacheValidators? {
        guard row.int(at: offset) != 0 else { return nil }
        return CacheValidators(
            etag: row.text(at: offset + 1), lastModified: row.text(at: offset + 2),
            lifetime: row.optionalDouble(at: offset + 3))
    }
}
