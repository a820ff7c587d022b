import Domain
import Foundation

/// The default on-disk ``FeedStore``: one SQLite database holding every cached feed.
///
/// Opened on first use (creating its folder). WAL mode with a busy timeout lets several processes read
/// and write the same file; each insert is one transaction, so an interrupted write leaves the previous
/// copy in place. A damaged database is moved aside (`<name>.corrupt-<timestamp>`) and reported once
/// with ``FeedLoadingError/cacheUnavailable(reason:)``; the store then carries on with an empty cache.
public final class SQLiteFeedStore: FeedStore {
    private static let schema = """
        CREATE TABLE IF NOT EXISTS feeds (
            url TEXT PRIMARY KEY NOT NULL,
            saved_at REAL NOT NULL,
            has_validators INTEGER NOT NULL,
            etag TEXT,
            last_modified TEXT,
            item_count INTEGER NOT NULL,
            payload BLOB NOT NULL
        );
        """

    private let file: SQLiteStoreFile
    private let faults: StoreFaultInjector

    /// Creates a store on the database at `fileURL`; nothing is created until the first call.
    ///
    /// - Parameters:
    ///   - fileURL: the database file; its folder is created when needed.
    ///   - faults: a test seam that can fail a write between its steps; leave it as ``StoreFaultInjector/none``.
    public init(fileURL: URL, faults: StoreFaultInjector = .none) {
        self.file = SQLiteStoreFile(fileURL: fileURL, schema: Self.schema)
        self.faults = faults
    }

    /// The copy of `url`, if any.
    public func retrieve(for url: URL) async throws -> CachedFeed? {
        let sql = "SELECT saved_at, has_validators, etag, last_modified, payload FROM feeds WHERE url = ?1"
        let rows = try file.perform("reading the feed \(url.absoluteString)") { database in
            try database.query(sql, [.text(url.absoluteString)]) { row in
                let validators =
                    row.int(at: 1) == 0 ? nil : CacheValidators(etag: row.text(at: 2), lastModified: row.text(at: 3))
                return (Date(timeIntervalSinceReferenceDate: row.double(at: 0)), validators, row.blob(at: 4))
            }
        }
        guard let (savedAt, validators, payload) = rows.first else { return nil }
        return CachedFeed(feed: try decode(payload, of: url), savedAt: savedAt, validators: validators)
    }

    /// Stores the copy of `url` in one transaction, replacing the previous one on commit.
    public func insert(_ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL) async throws {
        let payload = try FeedPayload.encode(feed, path: file.fileURL.path)
        let faults = self.faults
        let values: [SQLiteValue] = [
            .text(url.absoluteString), .real(savedAt.timeIntervalSinceReferenceDate),
            .integer(validators == nil ? 0 : 1), validators?.etag.map(SQLiteValue.text) ?? .null,
            validators?.lastModified.map(SQLiteValue.text) ?? .null, .integer(feed.items.count), .blob(payload),
        ]
        try file.perform("saving the feed \(url.absoluteString)") { database in
            try faults.check(.beforeWriting)
            try database.transaction("save the feed \(url.absoluteString)") {
                try database.run(
                    "INSERT OR REPLACE INTO feeds (url, saved_at, has_validators, etag, last_modified, item_count, "
                        + "payload) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)", values)
                try faults.check(.beforePublishing)
            }
        }
    }

    /// Deletes the copy of `url`.
    public func delete(for url: URL) async throws {
        try file.perform("deleting the feed \(url.absoluteString)") { database in
            try database.run("DELETE FROM feeds WHERE url = ?1", [.text(url.absoluteString)])
        }
    }

    /// One summary per stored feed; the byte count is the size of the stored payload.
    public func entries() async throws -> [CachedFeedEntry] {
        let sql = "SELECT url, saved_at, item_count, length(payload) FROM feeds ORDER BY url"
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

    /// Deletes every stored feed.
    public func deleteAll() async throws {
        try file.perform("clearing the cache") { database in
            try database.run("DELETE FROM feeds")
        }
    }

    /// Deletes the copies saved before `date`.
    public func delete(savedBefore date: Date) async throws -> Int {
        try file.perform("deleting old copies") { database in
            try database.run("DELETE FROM feeds WHERE saved_at < ?1", [.real(date.timeIntervalSinceReferenceDate)])
        }
    }

    private func decode(_ payload: Data, of url: URL) throws -> Feed {
        try FeedPayload.decode(payload, path: "\(file.fileURL.path) (feed \(url.absoluteString))")
    }
}
