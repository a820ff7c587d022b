import Domain
import Foundation
import Synchronization

/// One SQLite cache file, opened on first use and shared by every call of a store.
///
/// Serializes access with a `Mutex` (SQLite calls are synchronous; nothing awaits while it is held).
/// A damaged file is closed, moved aside with ``CorruptFileQuarantine`` and reported once; the next
/// call starts again with an empty database.
final class SQLiteStoreFile: Sendable {
    let fileURL: URL
    private let schema: SQLiteSchema
    private let connection = Mutex<SQLiteConnection?>(nil)

    /// Describes the file; nothing is created until the first ``perform(_:_:)``.
    init(fileURL: URL, schema: SQLiteSchema) {
        self.fileURL = fileURL
        self.schema = schema
    }

    /// Runs `body` on the open database, opening it first if needed.
    ///
    /// - Parameter operation: what the caller is doing, in words ("saving the feed"), for error messages.
    /// - Throws: ``FeedLoadingError/cacheUnavailable(reason:)`` with the path, what happened and what to try.
    @discardableResult
    func perform<T: Sendable>(
        _ operation: String, _ body: (SQLiteConnection) throws -> T
    ) throws(FeedLoadingError) -> T {
        let result: Result<T, FeedLoadingError> = connection.withLock { connection in
            do {
                let open = try connection ?? openDatabase()
                connection = open
                return .success(try body(open))
            } catch let error as SQLiteError where error.isCorruption {
                connection = nil
                return .failure(quarantine(error))
            } catch let error as FeedLoadingError {
                return .failure(error)
            } catch {
                return .failure(StoreFailure.unavailable(operation, path: fileURL.path, error: error))
            }
        }
        return try result.get()
    }

    private func openDatabase() throws -> SQLiteConnection {
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FeedLoadingError.cacheUnavailable(
                reason: "the cache folder \(folder.path) could not be created: \(StoreFailure.describe(error))"
            )
        }
        let database = try SQLiteConnection(path: fileURL.path)
        try schema.apply(to: database)
        return database
    }

    private func quarantine(_ error: SQLiteError) -> FeedLoadingError {
        let moved = CorruptFileQuarantine.moveAside(fileURL, companions: ["-wal", "-shm"])
        let whereTo =
            moved.map { "it was moved aside to \($0.path) for inspection" }
            ?? "it could not be moved aside, move or delete it by hand"
        return .cacheUnavailable(
            reason: "the cache database \(fileURL.path) is damaged (\(error.message)); \(whereTo), "
                + "and the cache starts again empty"
        )
    }
}
