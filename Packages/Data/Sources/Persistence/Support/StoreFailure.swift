import Domain
import Foundation

/// Turns low-level failures into ``FeedLoadingError/cacheUnavailable(reason:)`` a person can act on.
enum StoreFailure {
    /// The error for `operation` on `path` that failed with `error`.
    static func unavailable(_ operation: String, path: String, error: any Error) -> FeedLoadingError {
        if let error = error as? FeedLoadingError { return error }
        let details = describe(error)
        let place = details.contains(path) ? "" : " at \(path)"
        return .cacheUnavailable(reason: "\(operation)\(place) failed: \(details)")
    }

    /// A short explanation with a hint, for POSIX, Cocoa, SQLite and decoding errors.
    static func describe(_ error: any Error) -> String {
        if let error = error as? SQLiteError { return error.description }
        if let error = error as? POSIXError { return describe(errno: error.code.rawValue) }
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return describe(errno: Int32(underlying.code))
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
