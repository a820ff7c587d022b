import CSQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The SQLite virtual-table module behind ``SQLiteSaveItems``: read-only, one full scan in row order, no
/// `CREATE VIRTUAL TABLE` (eponymous). The module's context is the connection's ``SQLiteSaveItems``, which the
/// connection keeps alive as long as itself.
enum SQLiteSaveItemsModule {
    /// The module's methods, made once for the process.
    static var module: UnsafePointer<sqlite3_module> { UnsafePointer(storage.pointer) }

    private static let storage = ModuleStorage()

    private static let columns = """
        CREATE TABLE x(item_id TEXT, position INTEGER, title TEXT, link TEXT, summary TEXT, author TEXT, image TEXT,
            published REAL, content TEXT)
        """

    /// The table SQLite holds: its header, then the context.
    private struct Table {
        var base = sqlite3_vtab()
        let context: UnsafeMutableRawPointer
    }

    /// A scan of the table: its header, then the row it is on (from 0).
    private struct Cursor {
        var base = sqlite3_vtab_cursor()
        var row = 0
    }

    /// Never freed: the module must outlive every connection, and there is one per process.
    private final class ModuleStorage: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<sqlite3_module>

        init() {
            pointer = .allocate(capacity: 1)
            pointer.initialize(to: SQLiteSaveItemsModule.methods())
        }
    }

    private static func methods() -> sqlite3_module {
        var module = sqlite3_module()
        module.iVersion = 1
        module.xConnect = { database, context, _, _, table, _ in
            guard let context, let table else { return SQLITE_ERROR }
            let code = sqlite3_declare_vtab(database, SQLiteSaveItemsModule.columns)
            guard code == SQLITE_OK else { return code }
            let made = UnsafeMutablePointer<Table>.allocate(capacity: 1)
            made.initialize(to: Table(context: context))
            table.pointee = UnsafeMutableRawPointer(made).assumingMemoryBound(to: sqlite3_vtab.self)
            return SQLITE_OK
        }
        module.xBestIndex = { _, info in
            guard let info else { return SQLITE_ERROR }
            info.pointee.estimatedCost = 1_000_000
            // Rows come in rowid order, so `ORDER BY rowid` needs no sort.
            if info.pointee.nOrderBy == 1, let order = info.pointee.aOrderBy, order.pointee.iColumn == -1,
                order.pointee.desc == 0
            {
                info.pointee.orderByConsumed = 1
            }
            return SQLITE_OK
        }
        module.xDisconnect = { table in
            SQLiteSaveItemsModule.release(table)
            return SQLITE_OK
        }
        module.xDestroy = { table in
            SQLiteSaveItemsModule.release(table)
            return SQLITE_OK
        }
        module.xOpen = { _, cursor in
            guard let cursor else { return SQLITE_ERROR }
            let made = UnsafeMutablePointer<Cursor>.allocate(capacity: 1)
            made.initialize(to: Cursor())
            cursor.pointee = UnsafeMutableRawPointer(made).assumingMemoryBound(to: sqlite3_vtab_cursor.self)
            return SQLITE_OK
        }
        module.xClose = { cursor in
            guard let cursor else { return SQLITE_OK }
            let made = UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self)
            made.deinitialize(count: 1)
            made.deallocate()
            return SQLITE_OK
        }
        module.xFilter = { cursor, _, _, _, _ in
            guard let cursor else { return SQLITE_ERROR }
            UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self).pointee.row = 0
            return SQLITE_OK
        }
        module.xNext = { cursor in
            guard let cursor else { return SQLITE_ERROR }
            UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self).pointee.row += 1
            return SQLITE_OK
        }
        module.xEof = { cursor in
            guard let cursor, let items = SQLiteSaveItemsModule.items(of: cursor) else { return 1 }
            return UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self).pointee.row < items.count
                ? 0 : 1
        }
        module.xColumn = { cursor, context, column in
            guard let cursor, let items = SQLiteSaveItemsModule.items(of: cursor) else { return SQLITE_ERROR }
            let row = UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self).pointee.row
            return items.result(row: row, column: column, into: context) ? SQLITE_OK : SQLITE_ERROR
        }
        module.xRowid = { cursor, rowid in
            guard let cursor, let rowid else { return SQLITE_ERROR }
            rowid.pointee = sqlite3_int64(
                UnsafeMutableRawPointer(cursor).assumingMemoryBound(to: Cursor.self).pointee.row + 1)
            return SQLITE_OK
        }
        return module
    }

    /// The ``SQLiteSaveItems`` a cursor's table reads.
    private static func items(of cursor: UnsafeMutablePointer<sqlite3_vtab_cursor>) -> SQLiteSaveItems? {
        guard let table = cursor.pointee.pVtab else { return nil }
        let context = UnsafeMutableRawPointer(table).assumingMemoryBound(to: Table.self).pointee.context
        return Unmanaged<SQLiteSaveItems>.fromOpaque(context).takeUnretainedValue()
    }

    private static func release(_ table: UnsafeMutablePointer<sqlite3_vtab>?) {
        guard let table else { return }
        let made = UnsafeMutableRawPointer(table).assumingMemoryBound(to: Table.self)
        made.deinitialize(count: 1)
        made.deallocate()
    }
}
