import Domain
import Foundation
import Presentation

/// `feed cache info` and `feed cache clear`: what the offline cache holds, and removing it.
struct CacheCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Prints one line for the whole cache, then one per feed, newest first.
    func info() async -> ExitCode {
        let folder = services.configuration.cacheDirectory.path
        do {
            let entries = try await services.cacheMaintenance().entries().sorted { $0.savedAt > $1.savedAt }
            guard !entries.isEmpty else {
                console.write("The cache at \(folder) is empty.\n")
                return .success
            }
            let time = RelativeTimeFormatter(clock: services.clock, locale: Locale(identifier: "en_US"))
            let items = entries.reduce(0) { $0 + $1.itemCount }
            let bytes = entries.reduce(0) { $0 + $1.bytes }
            let feeds = entries.count == 1 ? "1 feed" : "\(entries.count) feeds"
            var lines = ["\(feeds), \(items) items, \(Self.size(bytes)) in \(folder)"]
            for entry in entries {
                let stale =
                    services.configuration.freshness.isFresh(savedAt: entry.savedAt, now: services.clock.now)
                    ? "" : " (stale)"
                lines.append(
                    "  \(entry.url.absoluteString)  \(entry.itemCount) items  \(Self.size(entry.bytes))  "
                        + "saved \(time.string(for: entry.savedAt))\(stale)")
            }
            console.write(lines.joined(separator: "\n") + "\n")
            return .success
        } catch {
            console.writeError("feed: the cache at \(folder) could not be read: \(FeedLoadingError(error))\n")
            return .failure
        }
    }

    /// Deletes every cached feed.
    func clear() async -> ExitCode {
        let folder = services.configuration.cacheDirectory.path
        do {
            let maintenance = try services.cacheMaintenance()
            let count = try await maintenance.entries().count
            try await maintenance.clear()
            console.write("Cleared the cache at \(folder) (\(count == 1 ? "1 feed" : "\(count) feeds")).\n")
            return .success
        } catch {
            console.writeError("feed: the cache at \(folder) was not cleared: \(FeedLoadingError(error))\n")
            return .failure
        }
    }

    /// `bytes` for a person: "12 KB".
    static func size(_ bytes: Int) -> String {
        bytes.formatted(.byteCount(style: .file).locale(Locale(identifier: "en_US_POSIX")))
    }
}
