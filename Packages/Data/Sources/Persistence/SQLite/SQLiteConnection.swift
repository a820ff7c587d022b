import CSQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An open SQLite database: runs SQL, keeps prepared statements for reuse, wraps transactions.
///
/// Not thread-safe: a store owns one and serializes every call (see ``SQLiteStoreFile``).
final class SQLiteConnection {
    /// The `sqlite3` handle, for what needs SQLite's C interface itself (registering a tokenizer).
    let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// The context of each virtual-table module registered, by name: kept as long as the connection.
    private var modules: [String: AnyObject] = [:]
    let path: String

    /// How a connection may use its file.
    enum Access {
        /// Read and write, creating the file if needed, in WAL mode.
        case readWrite
        /// Read only, through SQLite's locks (needs the `-shm` file, or a folder where it can be made).
        case readOnly
        /// Read only, without locks or the WAL (`immutable=1`): for a file nothing can lock.
        case immutable
    }

    /// Opens the database at `path` with a busy timeout; in ``Access/readWrite`` it is switched to WAL mode.
    ///
    /// A symbolic link at `path` is never followed (`SQLITE_OPEN_NOFOLLOW`): a link planted in the cache
    /// folder must not make the app write wherever it points.
    init(path: String, access: Access = .readWrite, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        var handle: OpaquePointer?
        let common = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_URI
        let flags =
            access == .readWrite ? common | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : common | SQLITE_OPEN_READONLY
        let code = sqlite3_open_v2(Self.uri(path, access), &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = SQLiteStatement.message(handle)
            sqlite3_close_v2(handle)
            throw SQLiteError(operation: "opening the database at \(path)", code: code & 0xFF, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_extended_result_codes(handle, 0)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        // Pages are read from a mapping of the file rather than copied in by a `pread` each: reading a feed of
        // 10,000 items made 1,450 calls and filled the page cache. The cost, as SQLite documents it: a file cut
        // short by something other than SQLite while mapped ends the process (SIGBUS) instead of failing a read.
        try execute("PRAGMA mmap_size=268435456", operation: "configuring \(path)")
        guard access == .readWrite else { return }
        // A new file gets pages of 32 KiB, not 4: saving a feed of 10,000 items wrote its 5 MB a page per call,
        // three times (spilled to the WAL, committed, checkpointed), in 5,700 writes and 3,300 reads. It must be
        // set before WAL mode; a file that already has pages keeps its size (only VACUUM would change it).
        try execute("PRAGMA page_size=\(Self.pageSize)", operation: "configuring \(path)")
        try execute("PRAGMA journal_mode=WAL", operation: "switching \(path) to WAL mode")
        try execute("PRAGMA synchronous=NORMAL", operation: "configuring \(path)")
    }

    /// `path` as a `file:` URI with the query `access` needs; `%`, `?` and `#` are escaped so they stay part
    /// of the name.
    private static func uri(_ path: String, _ access: Access) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        switch access {
        case .readWrite: return "file:\(escaped)"
        case .readOnly: return "file:\(escaped)?mode=ro"
        case .immutable: return "file:\(escaped)?immutable=1"
        }
    }

    /// The page size of a database this connection creates, in bytes.
    static let pageSize = 32_768

    /// Whether SQLite opened the file read-only (it does so, silently, for a file this user may not write).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

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

    /// The context of the virtual-table module `name`, registering `module` with a new one from `make` first.
    func module<Context: AnyObject>(
        _ name: String, _ module: UnsafePointer<sqlite3_module>, make: () -> Context
    ) throws(SQLiteError) -> Context {
        if let context = modules[name] as? Context { return context }
        let context = make()
        let code = sqlite3_create_module_v2(handle, name, module, Unmanaged.passUnretained(context).toOpaque(), nil)
        guard code == SQLITE_OK else {
            throw SQLiteError(
                operation: "registering \(name) on \(path)", code: code & 0xFF, message: SQLiteStatement.message(handle)
            )
        }
        modules[name] = context
        return context
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
        var rows: [T] = []
        try forEachRow(sql, values) { rows.append(try row($0)) }
        return rows
    }

    /// Runs `sql` with `values` and hands every row to `body`, in order.
    func forEachRow(_ sql: String, _ values: [SQLiteValue] = [], _ body: (SQLiteStatement) throws -> Void) throws {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { statement.reset() }
        while try statement.step() { try body(statement) }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`; any error rolls everything back.
    func transaction<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        try inTransaction("BEGIN IMMEDIATE", operation, body)
    }

    /// Runs `body`'s reads inside `BEGIN ... COMMIT`, so every query sees the same committed state even
    /// while another process writes.
    func snapshot<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        try inTransaction("BEGIN", operation, body)
    }

    private func inTransaction<T>(_ begin: String, _ operation: String, _ body: () throws -> T) throws -> T {
        try execute(begin, operation: "starting to \(operation)")
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
