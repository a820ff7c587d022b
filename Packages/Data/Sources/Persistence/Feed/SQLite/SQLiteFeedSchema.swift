import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The feed cache's tables and how a database reaches them.
///
/// Version 1 keeps each feed as a row of `feeds` and each item as a row of `items`. `items.ref` is the
/// item's short reference (AUTOINCREMENT, so a number is never reused for another item); `generation` is
/// the save that last wrote the item (a save drops the items the feed no longer lists by their ids).
/// Version 2 adds `feeds.fresh_until`: until when the server asked not to be asked again. Version 3 adds the
/// full-text index of the items (``SQLiteSearchIndex``), filled from the items already cached and rebuilt
/// on opening when it is missing. Version 4 adds `items.content`, the item's full text; items cached before
/// it have none until their feed is read again. The search index keeps to titles and summaries. Version 5
/// indexes the items by feed and position, so a feed's items are read in order without sorting them. Version 6
/// has the save add the items it inserted to the search index in one statement, in place of a trigger per row.
/// Version 7 builds the index again with a tokenizer that reads runs of Chinese and Japanese (written without
/// spaces) character by character, registered on every connection before the index is touched. Version 8 adds
/// `feeds.shown_at`: when a read last showed the feed, so an item saved since (by `feed add`'s check, say) is new.
enum SQLiteFeedSchema {
    /// Every step, oldest first.
    static let schema = SQLiteSchema(
        migrations: [
            rowsReplacePayloads, feedsKeepFreshness, SQLiteSearchIndex.create(in:), itemsKeepContent, itemsInFeedOrder,
            SQLiteSearchIndex.dropRowInsertTrigger(in:), SQLiteSearchIndex.readRunsByCharacter(in:), feedsKeepShowing,
        ],
        connectionSetup: [SQLiteWordTokenizer.register(on:)],
        repairs: [SQLiteSearchIndex.ensure(in:)])

    private static let tables = """
        CREATE TABLE feeds (
            url TEXT PRIMARY KEY NOT NULL,
            title TEXT,
            link TEXT,
            saved_at REAL NOT NULL,
            has_validators INTEGER NOT NULL,
            etag TEXT,
            last_modified TEXT,
            item_count INTEGER NOT NULL,
            generation INTEGER NOT NULL
        );
        CREATE TABLE items (
            ref INTEGER PRIMARY KEY AUTOINCREMENT,
            feed_url TEXT NOT NULL,
            item_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            generation INTEGER NOT NULL,
            title TEXT,
            link TEXT,
            summary TEXT,
            author TEXT,
            image TEXT,
            published REAL,
            first_seen REAL NOT NULL,
            read_at REAL,
            UNIQUE (feed_url, item_id)
        );
        CREATE INDEX items_by_id ON items (item_id);
        """

    /// Creates the tables; a cache from before versioning (one JSON payload per feed) is copied into them,
    /// each item first seen when its feed was saved and unread.
    private static func rowsReplacePayloads(_ database: SQLiteConnection) throws {
        let legacy = try !database.query("SELECT 1 FROM pragma_table_info('feeds') WHERE name = 'payload'") { _ in
            true
        }.isEmpty
        if legacy { try database.execute("ALTER TABLE feeds RENAME TO json_feeds", operation: "keeping the old table") }
        try database.execute(tables, operation: "creating the tables of \(database.path)")
        guard legacy else { return }
        let sql = "SELECT url, saved_at, has_validators, etag, last_modified, payload FROM json_feeds"
        _ = try database.query(sql) { row in
            // A payload that no longer decodes was already unreadable; the next load saves the feed again.
            guard let url = URL(string: row.text(at: 0) ?? ""),
                let feed = try? JSONFeedPayload.decode(row.blob(at: 5), path: database.path)
            else { return }
            let validators =
                row.int(at: 2) == 0 ? nil : CacheValidators(etag: row.text(at: 3), lastModified: row.text(at: 4))
            try SQLiteFeedRows.write(
                feed, validators: validators, savedAt: Date(timeIntervalSinceReferenceDate: row.double(at: 1)),
                for: url, into: database, current: false)
        }
        try database.execute("DROP TABLE json_feeds", operation: "dropping the old table")
    }

    /// Adds `feeds.fresh_until`; copies saved before it have none, so they are as fresh as the interval says.
    private static func feedsKeepFreshness(_ database: SQLiteConnection) throws {
        try database.execute(
            "ALTER TABLE feeds ADD COLUMN fresh_until REAL", operation: "adding fresh_until to \(database.path)")
    }

    /// Adds `feeds.shown_at`; a feed cached before it counts as shown when it was saved (its items were new then),
    /// so an upgrade marks nothing new.
    private static func feedsKeepShowing(_ database: SQLiteConnection) throws {
        try database.execute(
            "ALTER TABLE feeds ADD COLUMN shown_at REAL; UPDATE feeds SET shown_at = saved_at",
            operation: "adding shown_at to \(database.path)")
    }

    /// Adds `items.content`; items saved before it have none (NULL) until their feed is saved again.
    private static func itemsKeepContent(_ database: SQLiteConnection) throws {
        try database.execute(
            "ALTER TABLE items ADD COLUMN content TEXT", operation: "adding content to \(database.path)")
    }

    /// Indexes the items by feed and position: reading a feed of 10,000 items otherwise sorted every row, with
    /// its content, through temporary storage.
    private static func itemsInFeedOrder(_ database: SQLiteConnection) throws {
        try database.execute(
            "CREATE INDEX items_in_feed_order ON items (feed_url, position)",
            operation: "indexing the items of \(database.path) in feed order")
    }
}
