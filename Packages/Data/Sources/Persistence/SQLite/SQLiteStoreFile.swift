import CSQLite
import Domain
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

/// One SQLite cache file, opened on first use and shared by every call of a store.
///
/// Serializes access with a `Mutex` (SQLite calls are synchronous; nothing awaits while it is held).
/// A damaged file is closed, moved aside with ``CorruptFileQuarantine`` and reported once; the next
/// call starts again with an empty database. A file that cannot be written (a read-only folder or disk, a
/// full disk) is opened read-only, with a warning, so the saved copies are still served; writes then fail
/// with a clear error. A symbolic link where the file should be is refused, never followed.
final class SQLiteStoreFile: Sendable {
    let fileURL: URL
    private let schema: SQLiteSchema
    private let logger: (any Logger)?
    private let faults: StoreFaultInjector
    private let connection = Mutex<SQLiteConnection?>(nil)

    /// Describes the file; nothing is created until the first ``perform(_:_:)``.
    ///
    /// - Parameters:
    ///   - logger: told when the file can only be read.
    ///   - faults: checked at ``StoreWriteStep/openingForWriting``, so tests can play a disk that refuses writes.
    init(fileURL: URL, schema: SQLiteSchema, logger: (any Logger)? = nil, faults: StoreFaultInjector = .none) {
        self.fileURL = fileURL
        self.schema = schema
        self.logger = logger
        self.faults = faults
    }

    /// Runs `body` on the open database, opening it first if needed.
    ///
    /// - Parameter operation: what the caller is doing, in words ("saving the feed"), for error messages.
    /// - Throws: ``Domain/CacheError/diskFull(folder:)`` when the disk holding the file has no space left (see
    ///   ``StoreFailure/meansDiskFull(_:folder:)``); else ``Domain/CacheError/unavailable(reason:)`` with the
    ///   path, what happened and what to try.
    @discardableResult
    func perform<T: Sendable>(
        _ operation: String, _ body: (SQLiteConnection) throws -> T
    ) throws(CacheError) -> T {
        let result: Result<T, CacheError> = connection.withLock { connection in
            do {
                let open = try connection ?? opened()
                connection = open
                return .success(try body(open))
            } catch let error as SQLiteError where error.isCorruption {
                connection = nil
                return .failure(quarantine(error))
            } catch let error as CacheError {
                return .failure(error)
            } catch  where StoreFailure.meansDiskFull(error, folder: folder) {
                return .failure(.diskFull(folder: folder.path))
            } catch {
                return .failure(StoreFailure.unavailable(operation, path: fileURL.path, error: error))
            }
        }
        return try result.get()
    }

    /// Runs `body` as ``perform(_:_:)`` does, its failure as the error of the port the caller implements.
    ///
    /// - Parameter port: makes that port's error of the cache's (`ReadStateError.cache`, say).
    @discardableResult
    func perform<T: Sendable, Failure: Error>(
        _ operation: String, as port: (CacheError) -> Failure, _ body: (SQLiteConnection) throws -> T
    ) throws(Failure) -> T {
        do {
            return try perform(operation, body)
        } catch {
            throw port(error)
        }
    }

    /// Closes the database and removes its file, with the WAL and shared-memory files beside it: all a cleared
    /// cache gives back to the disk (an empty database of 32 KiB pages still takes 400 KB). The next
    /// ``perform(_:_:)`` starts a new, empty database. Needs no free space, so it also frees a full disk; another
    /// process that has the file open reads and writes its own copy until it opens the cache again.
    ///
    /// - Throws: ``Domain/CacheError/unavailable(reason:)`` naming the file that could not be removed.
    func remove(_ operation: String) throws(CacheError) {
        let failure: CacheError? = connection.withLock { connection in
            connection = nil
            for suffix in ["", "-wal", "-shm", "-journal"] {
                let path = fileURL.path + suffix
                guard unlink(path) != 0, errno != ENOENT else { continue }
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                return StoreFailure.unavailable(operation, path: path, error: POSIXError(code))
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// The folder holding the file.
    private var folder: URL { fileURL.deletingLastPathComponent() }

    /// Closes the database; the next ``perform(_:_:)`` opens it again.
    func close() {
        connection.withLock { $0 = nil }
    }

    deinit {
        SQLiteOpenFiles.unregister(self)
    }

    private func opened() throws -> SQLiteConnection {
        let database = try openDatabase()
        SQLiteOpenFiles.register(self)
        return database
    }

    private func openDatabase() throws -> SQLiteConnection {
        try refuseSymbolicLink()
        // Asked before opening: SQLite creates the file even when a full disk then refuses its first pages.
        let existed = FileManager.default.fileExists(atPath: fileURL.path)
        do {
            try faults.check(.openingForWriting)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let database = try SQLiteConnection(path: fileURL.path)
            try schema.apply(to: database)
            // SQLite opens a file this user may not write read-only, without an error.
            if database.isReadOnly { warnReadOnly(because: "the file is read-only for this user") }
            return database
        } catch {
            guard Self.meansCannotWrite(error), existed else { throw Self.openingFailure(error, folder: folder) }
            let full = StoreFailure.meansDiskFull(error, folder: folder)
            do {
                let database = try openReadOnly()
                try schema.apply(to: database)
                warnReadOnly(because: full ? "the disk holding \(folder.path) is full" : StoreFailure.describe(error))
                return database
            } catch  where full {
                // A file that needs an upgrade cannot be read without writing it.
                throw CacheError.diskFull(folder: folder.path)
            }
        }
    }

    // Logged as an error, not a warning: apps show only errors by default, and a person must learn that the
    // cache they read from is frozen.
    private func warnReadOnly(because reason: String) {
        logger?.error(
            "The cache \(fileURL.path) cannot be written (\(reason)); showing the saved copies, and nothing new "
                + "is saved until it can be")
    }

    /// Read-only through SQLite's locks when the `-shm` file allows it, else `immutable=1`, which reads the
    /// database file alone: all that is left when nothing can be locked or created beside it.
    private func openReadOnly() throws -> SQLiteConnection {
        do {
            let database = try SQLiteConnection(path: fileURL.path, access: .readOnly)
            _ = try database.query("PRAGMA user_version") { $0.int(at: 0) }
            return database
        } catch {
            return try SQLiteConnection(path: fileURL.path, access: .immutable)
        }
    }

    private func refuseSymbolicLink() throws(CacheError) {
        var status = stat()
        guard lstat(fileURL.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return }
        throw .unavailable(
            reason: "the cache database \(fileURL.path) is a symbolic link, and feed does not follow links there "
                + "(one planted in the cache folder could make it write anywhere); remove the link, or choose "
                + "another folder with --cache")
    }

    private static func meansCannotWrite(_ error: any Error) -> Bool {
        if let error = error as? SQLiteError {
            return [SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_FULL, SQLITE_IOERR].contains(error.code)
        }
        if let error = error as? POSIXError { return [.ENOSPC, .EROFS, .EACCES, .EPERM].contains(error.code) }
        return false
    }

    private static func openingFailure(_ error: any Error, folder: URL) -> any Error {
        if StoreFailure.meansDiskFull(error, folder: folder) { return CacheError.diskFull(folder: folder.path) }
        guard error is SQLiteError || error is CacheError else {
            return CacheError.unavailable(
                reason: "the cache folder \(folder.path) could not be created: \(StoreFailure.describe(error))")
        }
        return error
    }

    private func quarantine(_ error: SQLiteError) -> CacheError {
        let moved = CorruptFileQuarantine.moveAside(fileURL, companions: ["-wal", "-shm"])
        let whereTo =
            moved.map { "it was moved aside to \($0.path) for inspection" }
            ?? "it could not be moved aside, move or delete it by hand"
        return .unavailable(
            reason: "the cache database \(fileURL.path) is damaged (\(error.message)); \(whereTo), "
                + "and the cache starts again empty"
        )
    }
}
