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

/// How much room the file system holding a path has left, as `statvfs` reports it.
enum DiskSpace {
    /// Below this many free bytes a disk counts as full: SQLite writes whole pages of 32 KiB, so a disk with less
    /// than two of them left fails the next save however little it changes.
    static let fullBelow: UInt64 = 65_536

    /// Whether the file system holding `path` (or its nearest folder that exists) has less than ``fullBelow``
    /// bytes left for this user; `false` when it cannot be asked.
    static func isFull(at path: String) -> Bool {
        var url = URL(fileURLWithPath: path)
        // The cache folder may not exist yet: ask about the folder it would be made in. Bounded by the path's depth.
        while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        var status = statvfs()
        guard statvfs(url.path, &status) == 0 else { return false }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize) < fullBelow
    }
}
