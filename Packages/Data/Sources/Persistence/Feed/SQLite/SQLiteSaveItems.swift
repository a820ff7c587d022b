import CSQLite
import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The items of the save in progress, read by SQL as the table `save_items` (`item_id`, `position`, `title`,
/// `link`, `summary`, `author`, `image`, `published`, `content`; `rowid` is the row's order, from 1).
///
/// A save moves its items into `items` with one `INSERT ... SELECT` from here: run per item, the upsert and the
/// search index would cost a statement transaction each. The rows are read straight from the feed's items
/// (an eponymous virtual table), not copied into a temporary table first. Each item id is one row, where the
/// feed first lists it, with the position and fields of its last listing: what upserting every listing in
/// turn stores, without updating in the same statement an item it inserted (see
/// ``SQLiteSearchIndex/add(itemsAfter:in:)``). Outside ``serving(_:_:)`` the table is empty.
final class SQLiteSaveItems {
    private var items: [FeedItem] = []
    /// For each row, the index in `items` of the listing it shows.
    private var rows: [Int] = []

    /// The table on `database`, registered on first use.
    static func on(_ database: SQLiteConnection) throws(SQLiteError) -> SQLiteSaveItems {
        try database.module("save_items", SQLiteSaveItemsModule.module) { SQLiteSaveItems() }
    }

    /// Runs `body` while the table holds `items`.
    func serving<T>(_ items: [FeedItem], _ body: () throws -> T) rethrows -> T {
        self.items = items
        rows = Self.rows(of: items)
        defer {
            self.items = []
            rows = []
        }
        return try body()
    }

    /// How many rows the table holds.
    var count: Int { rows.count }

    /// Hands the value of `column` of row `row` to SQLite; `false` when there is no such row.
    func result(row: Int, column: Int32, into context: OpaquePointer?) -> Bool {
        guard rows.indices.contains(row), items.indices.contains(rows[row]) else { return false }
        let index = rows[row]
        // Each field read in place: a copy of the item per column was half of this method's cost.
        switch column {
        case 0: Self.result(items[index].id, into: context)
        case 1: sqlite3_result_int64(context, Int64(index))
        case 2: Self.result(items[index].title, into: context)
        case 3: Self.result(items[index].linkString, into: context)
        case 4: Self.result(items[index].summary, into: context)
        case 5: Self.result(items[index].author, into: context)
        case 6: Self.result(items[index].imageURLString, into: context)
        case 7:
            if let published = items[index].published {
                sqlite3_result_double(context, published.timeIntervalSinceReferenceDate)
            } else {
                sqlite3_result_null(context)
            }
        case 8: Self.result(items[index].content, into: context)
        default: sqlite3_result_null(context)
        }
        return true
    }

    /// The listing each row shows: every item, or with an id listed more than once, one row per id.
    private static func rows(of items: [FeedItem]) -> [Int] {
        var lastListing: [String: Int] = [:]
        lastListing.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { lastListing[item.id] = index }
        guard lastListing.count != items.count else { return Array(items.indices) }
        return items.compactMap { lastListing.removeValue(forKey: $0.id) }
    }

    private static func result(_ text: String?, into context: OpaquePointer?) {
        guard var text else { return sqlite3_result_null(context) }
        // The string's own UTF-8 bytes, copied by SQLite; an empty string may have no address.
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_result_text64(context, "", 0, sqliteTransientResult, UInt8(SQLITE_UTF8))
            }
            sqlite3_result_text64(
                context, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), sqlite3_uint64(bytes.count),
                sqliteTransientResult, UInt8(SQLITE_UTF8))
        }
    }
}

/// Tells SQLite to copy a result's text before the call returns.
private let sqliteTransientResult = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
