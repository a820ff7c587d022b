import CSQLite
import Domain

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

/// Turns low-level failures into ``Domain/CacheError/unavailable(reason:)`` a person can act on.
enum StoreFailure {
    /// The error for `operation` on `path` that failed with `error`.
    static func unavailable(_ operation: String, path: String, error: any Error) -> CacheError {
        if let error = error as? CacheError { return error }
        let details = describe(error)
        let place = details.contains(path) ? "" : " at \(path)"
        return .unavailable(reason: "\(operation)\(place) failed: \(details)")
    }

    /// Whether `error`, met writing a store in `folder`, means the disk has no space left: SQLite's
    /// `SQLITE_FULL`, `ENOSPC` or `EDQUOT`, or a disk I/O error, a read-only file or one that cannot be opened
    /// while the file system reports no free space (SQLite says "disk I/O error" when a full disk refuses the
    /// first pages of a new file, and opens the file read-only when it cannot write).
    static func meansDiskFull(_ error: any Error, folder: URL) -> Bool {
        if let error = error as? SQLiteError {
            return error.code == SQLITE_FULL
                || [SQLITE_IOERR, SQLITE_READONLY, SQLITE_CANTOPEN].contains(error.code)
                    && DiskSpace.isFull(at: folder.path)
        }
        return posixCode(of: error).map { $0 == ENOSPC || $0 == EDQUOT } ?? false
    }

    /// The `errno` value of a POSIX error, or of the POSIX error under a Cocoa one.
    private static func posixCode(of error: any Error) -> Int32? {
        if let error = error as? POSIXError { return error.code.rawValue }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return underlying.code.rawValue
        }
        return nil
    }

    /// A short explanation with a hint, for POSIX, Cocoa, SQLite and decoding errors.
    static func describe(_ error: any Error) -> String {
        if let error = error as? SQLiteError { return error.description }
        if let error = error as? POSIXError { return describe(errno: error.code.rawValue) }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return describe(errno: underlying.code.rawValue)
        }
        if error is DecodingError { return "the saved copy is not in the expected format (\(error))" }
        return String(describing: error)
    }

    /// A sentence for an `errno` value, with what to try.
    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT: return "\(text); the disk is full, free some space and try again"
        case EROFS: return "\(text); the disk is read-only, choose a writable cache folder"
        case EACCES, EPERM: return "\(text); check the folder's permissions or choose another cache folder"
        case ENOTDIR, EEXIST: return "\(text); a file stands where the cache folder should be, move it away"
        case ENOENT: return "\(text); the cache folder disappeared, it is created again on the next save"
        default: return "\(text) (errno \(code))"
        }
    }
}
