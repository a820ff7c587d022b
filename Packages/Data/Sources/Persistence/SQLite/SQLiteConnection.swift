import CSQLite
import Foundation

/// An open SQLite database: runs SQL, keeps prepared statements for reuse, wraps transactions.
///
/// Not thread-safe: a store owns one and serializes every call (see ``SQLiteStoreFile``).
final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    let path: String

    /// Opens (creating if needed) the database at `path` in WAL mode with a busy timeout.
    init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = SQLiteStatement.message(handle)
            sqlite3_close_v2(handle)
            throw SQLiteError(operation: "opening the database at \(path)", code: code & 0xFF, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 0)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        try execute("PRAGMA journal_mode=WAL", operation: "switching \(path) to WAL mode")
        try execute("PRAGMA synchronous=NORMAL", operation: "configuring \(path)")
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements, no parameters), discarding any rows.
    func execute(_ sql: String, operation: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? SQLiteStatement.message(handle)
            throw SQLiteError(operation: operation, code: code & 0xFF, message: text)
        }
    }

    /// The prepared statement for `sql`, compiled once and reused.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try SQLiteStatement(sql: sql, connection: handle)
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` with `values` and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { statement.reset() }
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs `sql` with `values` and maps every row with `row`.
    func query<T>(
        _ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteStatement) throws -> T
    ) throws -> [T] {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { statement.reset() }
        var rows: [T] = []
        while try statement.step() { rows.append(try row(statement)) }
        return rows
    }

    /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`; any error rolls everything back.
    func transaction<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE", operation: "starting to \(operation)")
        do {
            let result = try body()
            try execute("COMMIT", operation: "committing to \(operation)")
            return result
        } catch {
            try? execute("ROLLBACK", operation: "rolling back")
            throw error
        }
    }
}
