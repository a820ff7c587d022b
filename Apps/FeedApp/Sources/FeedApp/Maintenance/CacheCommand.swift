import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed cache info` and `feed cache clear`: what the offline cache holds, and removing it.
struct CacheCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "cache", summary: "Show what is cached (info) or remove it, with what was read (clear).",
        positionals: .choice(Action.allCases.map(\.rawValue)), flags: CommonFlags.configuration)

    /// What to do with the cache.
    enum Action: String, Sendable, CaseIterable {
        /// Show what it holds.
        case info
        /// Remove it, and with it which items were read.
        case clear
    }

    static func options(from line: ParsedArguments) throws(UsageError) -> Action {
        line.positionals.first.flatMap(Action.init(rawValue:)) ?? .info
    }

    static func make(_ options: Action, composer: AppComposer) throws -> CacheCommand {
        let services = try composer.services()
        return CacheCommand(
            action: options, console: composer.console, maintenance: services.maintenance, clock: services.clock,
            folder: composer.configuration.cacheDirectory, staleness: composer.configuration.staleness)
    }

    let action: Action
    let console: any Console
    let maintenance: any FeedCacheMaintenance
    let clock: any WallClock
    /// The cache's folder, named in every message.
    let folder: URL
    /// When a cached copy stops being fresh.
    let staleness: FeedCachePolicy

    /// Shows or clears the cache.
    func run() async -> ExitCode {
        switch action {
        case .info: await info()
        case .clear: await clear()
        }
    }

    /// Prints one line for the whole cache, then one per feed, newest first.
    private func info() async -> ExitCode {
        let folder = folder.path
        do {
            let entries = try await maintenance.entries().sorted { $0.savedAt > $1.savedAt }
            guard !entries.isEmpty else {
                console.write("The cache at \(folder) is empty.\n")
                return .success
            }
            let time = RelativeTimeFormatter(clock: clock)
            let items = entries.reduce(0) { $0 + $1.itemCount }
            let bytes = entries.reduce(0) { $0 + $1.bytes }
            let summary =
                "\(Self.count(entries.count, "feed")), \(Self.count(items, "item")), \(Self.size(bytes)) in \(folder)"
            let rows = entries.map { entry in
                let stale = staleness.isStale(savedAt: entry.savedAt, now: clock.now) ? " (stale)" : ""
                return [
                    entry.url.absoluteString, Self.count(entry.itemCount, "item"), Self.size(entry.bytes),
                    "saved \(time.pastString(for: entry.savedAt))\(stale)",
                ]
            }
            let table = TextTable(rows: rows, indent: "  ", shrinkable: [0]).render(width: console.width)
            console.write(summary + "\n" + table)
            return .success
        } catch {
            console.writeError("feed: the cache at \(folder) could not be read: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
    }

    /// Deletes every cached feed and the read state that lives with it, and says how much space that gave back.
    private func clear() async -> ExitCode {
        let before = FolderSize.bytes(in: folder)
        let folder = folder.path
        do {
            let count = try await maintenance.entries().count
            try await maintenance.clear()
            let freed = before - FolderSize.bytes(in: self.folder)
            let given = freed > 0 ? ", \(Self.size(freed)) given back to the disk" : ""
            console.write(
                "Cleared the cache at \(folder) (\(Self.count(count, "feed"))\(given)), and forgot which items were read.\n"
            )
            return .success
        } catch {
            console.writeError("feed: the cache at \(folder) was not cleared: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
    }

    /// "1 item", "2 items".
    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// `bytes` for a person: "12 KB".
    static func size(_ bytes: Int) -> String {
        ByteCountText.string(bytes)
    }
}
