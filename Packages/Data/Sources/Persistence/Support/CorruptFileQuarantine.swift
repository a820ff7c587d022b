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

/// Moves a damaged cache file aside (renamed with a timestamp suffix, never deleted) for a person to inspect.
enum CorruptFileQuarantine {
    /// Renames `file` to `<name>.corrupt-<yyyyMMdd'T'HHmmss>` next to it and returns the new URL.
    ///
    /// Files that share its name plus a suffix (SQLite's `-wal` and `-shm`) go along with it. Returns `nil`
    /// when the file could not be moved (it was already gone, say).
    static func moveAside(_ file: URL, companions: [String] = [], now: Date = Date()) -> URL? {
        let stamp = timestamp(now)
        var target = URL(fileURLWithPath: file.path + ".corrupt-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: target.path) {
            attempt += 1
            target = URL(fileURLWithPath: file.path + ".corrupt-\(stamp)-\(attempt)")
        }
        guard rename(file.path, target.path) == 0 else { return nil }
        for suffix in companions where FileManager.default.fileExists(atPath: file.path + suffix) {
            _ = rename(file.path + suffix, target.path + suffix)
        }
        return target
    }

    /// `now` as `yyyyMMdd'T'HHmmss` in UTC, for example `20261121T064000`.
    static func timestamp(_ now: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return
            "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
    }
}
