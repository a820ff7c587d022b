import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Closes every open SQLite store file when the process exits.
///
/// SQLite folds the WAL back into the database and deletes the `-wal` and `-shm` files only when the last
/// connection closes; the app keeps its stores until the process ends, so without this every run would
/// leave those files beside the cache. Files are held weakly: a store that goes away earlier closes itself.
enum SQLiteOpenFiles {
    private struct Entry: Sendable {
        weak var file: SQLiteStoreFile?
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])
    private static let closesAtExit: Bool = atexit { SQLiteOpenFiles.closeAll() } == 0

    /// Remembers `file`, so it is closed when the process exits.
    static func register(_ file: SQLiteStoreFile) {
        _ = closesAtExit
        entries.withLock { $0[ObjectIdentifier(file)] = Entry(file: file) }
    }

    /// Forgets `file`, which has closed itself.
    static func unregister(_ file: SQLiteStoreFile) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(file)) }
    }

    /// Closes every file still open.
    static func closeAll() {
        let files = entries.withLock { entries in
            defer { entries.removeAll() }
            return entries.values.compactMap(\.file)
        }
        for file in files { file.close() }
    }
}
