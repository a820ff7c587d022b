import CSQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A prepared SQLite statement: bind values, step through rows, read columns, reset for reuse.
///
/// Not thread-safe: owned by one ``SQLiteConnection``, which its store serializes.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    let sql: String

    init(sql: String, connection: OpaquePointer) throws(SQLiteError) {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw SQLiteError(operation: "preparing \(sql)", code: code, message: Self.message(connection))
        }
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the parameters `?1`, `?2`... in order; parameters beyond them are NULL.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds `value` to the parameter `?index`.
    private func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let int): code = sqlite3_bind_int64(handle, index, Int64(int))
        case .real(let double): code = sqlite3_bind_double(handle, index, double)
        case .text(var text):
            // The string's own UTF-8 bytes and their count: no C-string copy, no scan for the terminator. An
            // empty string may have no address, and SQLite reads a null pointer as NULL.
            code = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text64(handle, index, "", 0, sqliteTransient, UInt8(SQLITE_UTF8))
                }
                return sqlite3_bind_text64(
                    handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                    sqlite3_uint64(bytes.count), sqliteTransient, UInt8(SQLITE_UTF8))
            }
        case .blob(let data):
            code = data.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), sqliteTransient)
            }
        }
        guard code == SQLITE_OK else { throw error("binding parameter \(index) of \(sql)", code) }
    }

    /// Binds `pointer` to the parameter `?index` as a pointer of `type` (`sqlite3_bind_pointer`), which only
    /// functions asking for that type can read; `type` must stay valid as long as the binding.
    func bindPointer(_ pointer: UnsafeMutableRawPointer, at index: Int32, type: UnsafePointer<CChar>) {
        sqlite3_bind_pointer(handle, index, pointer, type, nil)
    }

    /// Runs the statement to its next row; `false` once it is done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw error("running \(sql)", code)
        }
    }

    /// Resets the statement so its locks are released and it can run again.
    func reset() {
        sqlite3_reset(handle)
    }

    /// The integer in column `index` of the current row.
    func int(at index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

    /// The real number in column `index` of the current row.
    func double(at index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// The real number in column `index` of the current row, `nil` when it is NULL.
    func optionalDouble(at index: Int32) -> Double? {
        let value = sqlite3_column_value(handle, index)
        return sqlite3_value_type(value) == SQLITE_NULL ? nil : sqlite3_value_double(value)
    }

    /// The text in column `index` of the current row, `nil` when it is NULL.
    ///
    /// The column's value is fetched once and its text and length read from it: each `sqlite3_column_*` call
    /// checks the statement, the column and the connection's state again (two calls per text), a large share of
    /// reading cached items (Benchmarks/README.md, "Figures behind the code's comments"). SQLite calls such a value unprotected, meaning no mutex
    /// guards it; a connection opened without one (``SQLiteConnection``), used by one thread at a time, is
    /// guarded by neither way of reading it.
    func text(at index: Int32) -> String? {
        let value = sqlite3_column_value(handle, index)
        guard let pointer = sqlite3_value_text(value) else { return nil }
        let count = Int(sqlite3_value_bytes(value))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The bytes in column `index` of the current row (empty for NULL or an empty blob).
    func blob(at index: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let pointer = sqlite3_column_blob(handle, index) else { return Data() }
        return Data(bytes: pointer, count: count)
    }

    private func error(_ operation: String, _ code: Int32) -> SQLiteError {
        SQLiteError(operation: operation, code: code & 0xFF, message: Self.message(connection))
    }

    static func message(_ connection: OpaquePointer?) -> String {
        guard let connection, let message = sqlite3_errmsg(connection) else { return "unknown error" }
        return String(cString: message)
    }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// Tells SQLite to copy bound text and blobs before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
