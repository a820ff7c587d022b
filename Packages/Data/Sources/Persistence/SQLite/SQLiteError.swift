import CSQLite

/// A failed SQLite call: what was being done, the result code and SQLite's own message.
struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the store was doing, such as "opening the database" or "saving the feed".
    let operation: String
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`...).
    let code: Int32
    /// SQLite's explanation.
    let message: String

    /// The file is not a database or its pages are damaged.
    var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// A person-readable sentence with a hint of what to try.
    var description: String {
        "\(operation) failed: \(message) (SQLite code \(code))\(hint)"
    }

    private var hint: String {
        switch code {
        case SQLITE_FULL: "; the disk is full, free some space and try again"
        case SQLITE_READONLY, SQLITE_PERM: "; the cache is read-only, check the folder's permissions"
        case SQLITE_CANTOPEN: "; the file cannot be opened, check that the folder exists and is writable"
        case SQLITE_BUSY, SQLITE_LOCKED: "; another process holds the cache, try again in a moment"
        case SQLITE_IOERR: "; a disk error happened, check the disk and the folder's permissions"
        case SQLITE_CORRUPT, SQLITE_NOTADB: "; the file is damaged"
        default: ""
        }
    }
}
