import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a feed into the rows of ``SQLiteFeedSchema`` and reads it back; callers hold the transaction.
enum SQLiteFeedRows {
    /// The item columns ``item(from:at:)`` reads, in its order.
    static let itemColumns = "item_id, title, link, summary, author, image, published, content"

    /// Records until when the copy of `url` saved at `savedAt` stays fresh, as `validators` said; none
    /// clears it. Kept apart from ``write(_:validators:savedAt:for:into:)``, which the first migration
    /// runs before the column exists.
    static func writeFreshness(
        of validators: CacheValidators?, savedAt: Date, for url: URL, into database: SQLiteConnection
    ) throws {
        let until = validators?.lifetime.map { SQLiteValue.real(savedAt.timeIntervalSinceReferenceDate + $0) }
        try database.run(
            "UPDATE feeds SET fresh_until = ?1 WHERE url = ?2", [until ?? .null, .text(url.absoluteString)])
    }

    /// Saves `feed` as the copy of `url`: its items are inserted or updated in place, so each keeps its
    /// reference, first-seen date and read date; items the feed no longer lists are dropped; the items inserted
    /// are added to the search index; the feed keeps its last showing. The first migration, which runs before
    /// `items.content`, the index and `feeds.shown_at` exist, writes without them (`current: false`).
    ///
    /// - Returns: the items' read states as saved, in their order (``savedStates(of:feed:insertedAfter:savedAt:in:)``),
    ///   and the feed's last showing, read with its save count from its row.
    @discardableResult
    static func write(
        _ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL, into database: SQLiteConnection,
        current: Bool = true
    ) throws -> FeedReadState {
        let key = SQLiteValue.text(url.absoluteString)
        let row =
            current
            ? "SELECT generation, shown_at FROM feeds WHERE url = ?1"
            : "SELECT generation, NULL FROM feeds WHERE url = ?1"
        let previous = try database.query(row, [key]) {
            ($0.int(at: 0), $0.optionalDouble(at: 1).map(Date.init(timeIntervalSinceReferenceDate:)))
        }
        let generation = (previous.first?.0 ?? 0) &+ 1
        let saved = SQLiteValue.real(savedAt.timeIntervalSinceReferenceDate)
        try database.run(
            """
            INSERT INTO feeds (url, title, link, saved_at, has_validators, etag, last_modified, item_count, generation)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
            ON CONFLICT (url) DO UPDATE SET title = ?2, link = ?3, saved_at = ?4, has_validators = ?5, etag = ?6,
                last_modified = ?7, item_count = ?8, generation = ?9
            """,
            [
                key, text(feed.title), text(feed.link?.absoluteString), saved, .integer(validators == nil ? 0 : 1),
                text(validators?.etag), text(validators?.lastModified), .integer(feed.items.count),
                .integer(generation),
            ])
        // Items the feed no longer lists can only be among those it had before this save: a feed with none (its
        // first save) skips the pass that looks each of its rows up among the saved ones.
        let hadItems = try !database.query("SELECT 1 FROM items WHERE feed_url = ?1 LIMIT 1", [key]) { _ in
            true
        }.isEmpty
        let lastReference = try database.query("SELECT coalesce(max(ref), 0) FROM items") { $0.int(at: 0) }.first ?? 0
        try SQLiteSaveItems.on(database).serving(feed.items) {
            try database.run(current ? upsertItems : upsertItemsWithoutContent, [key, .integer(generation), saved])
            if hadItems {
                try database.run(
                    "DELETE FROM items WHERE feed_url = ?1 AND item_id NOT IN (SELECT item_id FROM save_items)", [key])
            }
        }
        if current { try SQLiteSearchIndex.add(itemsAfter: lastReference, in: database) }
        let states = try savedStates(
            of: feed.items, feed: key, insertedAfter: hadItems ? nil : lastReference, savedAt: savedAt, in: database)
        return FeedReadState(items: states, lastShown: previous.first?.1 ?? nil)
    }

    // The items are moved into `items` by one statement from ``SQLiteSaveItems``. An item whose row already
    // holds what the feed says is left alone, so saving an unchanged feed again writes no item row and no index.
    private static let upsertItems = """
        INSERT INTO items (feed_url, item_id, position, generation, title, link, summary, author, image,
            published, first_seen, content)
        SELECT ?1, item_id, position, ?2, title, link, summary, author, image, published, ?3, content
        FROM save_items WHERE true ORDER BY rowid
        ON CONFLICT (feed_url, item_id) DO UPDATE SET position = excluded.position, generation = excluded.generation,
            title = excluded.title, link = excluded.link, summary = excluded.summary, author = excluded.author,
            image = excluded.image, published = excluded.published, content = excluded.content
        WHERE items.position IS NOT excluded.position OR items.title IS NOT excluded.title
            OR items.link IS NOT excluded.link OR items.summary IS NOT excluded.summary
            OR items.author IS NOT excluded.author OR items.image IS NOT excluded.image
            OR items.published IS NOT excluded.published OR items.content IS NOT excluded.content
        """

    private static let upsertItemsWithoutContent = """
        INSERT INTO items (feed_url, item_id, position, generation, title, link, summary, author, image,
            published, first_seen)
        SELECT ?1, item_id, position, ?2, title, link, summary, author, image, published, ?3
        FROM save_items WHERE true ORDER BY rowid
        ON CONFLICT (feed_url, item_id) DO UPDATE SET position = excluded.position, generation = excluded.generation,
            title = excluded.title, link = excluded.link, summary = excluded.summary, author = excluded.author,
            image = excluded.image, published = excluded.published
        WHERE items.position IS NOT excluded.position OR items.title IS NOT excluded.title
            OR items.link IS NOT excluded.link OR items.summary IS NOT excluded.summary
            OR items.author IS NOT excluded.author OR items.image IS NOT excluded.image
            OR items.published IS NOT excluded.published
        """

    /// The items of the feed at `url` in the feed's order, and the read state of each in the same order, from one
    /// pass over its rows; `count`, the item count its feed row keeps, sizes both (a hint: a damaged count reserves
    /// at most ``largestReservation``).
    static func itemsAndStates(
        of url: URL, count: Int, in database: SQLiteConnection
    ) throws -> (items: [FeedItem], states: [ItemReadState?]) {
        var items: [FeedItem] = []
        var states: [ItemReadState?] = []
        let reservation = min(max(count, 0), largestReservation)
        items.reserveCapacity(reservation)
        states.reserveCapacity(reservation)
        let sql = "SELECT \(itemColumns), ref, first_seen, read_at FROM items WHERE feed_url = ?1 ORDER BY position"
        try database.forEachRow(sql, [.text(url.absoluteString)]) { row in
            items.append(item(from: row))
            states.append(state(in: row, at: 8))
        }
        return (items, states)
    }

    /// The most items ``itemsAndStates(of:count:in:)`` reserves room for before reading them.
    static let largestReservation = 100_000

    /// The read state in the three columns from `offset`: `ref`, `first_seen` and `read_at`.
    static func state(in row: SQLiteStatement, at offset: Int32) -> ItemReadState {
        ItemReadState(
            reference: row.int(at: offset), firstSeen: Date(timeIntervalSinceReferenceDate: row.double(at: offset + 1)),
            readAt: row.optionalDouble(at: offset + 2).map(Date.init(timeIntervalSinceReferenceDate:)))
    }

    /// The item in the current row, whose first columns are ``itemColumns`` from `offset`.
    static func item(from row: SQLiteStatement, at offset: Int32 = 0) -> FeedItem {
        FeedItem(
            id: row.text(at: offset) ?? "", title: row.text(at: offset + 1),
            summary: row.text(at: offset + 3), content: row.text(at: offset + 7), linkString: row.text(at: offset + 2),
            imageURLString: row.text(at: offset + 5), author: row.text(at: offset + 4),
            published: row.optionalDouble(at: offset + 6).map(Date.init(timeIntervalSinceReferenceDate:)))
    }

    private static func text(_ value: String?) -> SQLiteValue {
        value.map(SQLiteValue.text) ?? .null
    }

}
