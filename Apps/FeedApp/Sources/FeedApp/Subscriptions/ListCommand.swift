import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed list [--json]`: the subscriptions with their title, URL, last read and items in the cache.
///
/// "Last read" is when the cached copy was saved; "never" when nothing is cached.
struct ListCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "list", summary: "List subscriptions: title, URL, last read, items in the cache.",
        positionals: .none, flags: [CommonFlags.json] + CommonFlags.configuration)

    /// Whether to print JSON.
    static func options(from line: ParsedArguments) throws(UsageError) -> Bool {
        line.has(CommonFlags.json)
    }

    static func make(_ options: Bool, composer: AppComposer) throws -> ListCommand {
        let services = try composer.services()
        return ListCommand(
            json: options, console: composer.console, store: services.subscriptions, maintenance: services.maintenance,
            clock: services.clock, logger: services.logger)
    }

    /// Whether to print `{"subscriptions": [...]}` instead of a table.
    let json: Bool
    let console: any Console
    let store: any SubscriptionStore
    /// Tells what the cache holds of each subscription.
    let maintenance: any FeedCacheMaintenance
    /// Tells "now", for "last read 2 hours ago".
    let clock: any WallClock
    let logger: any Logger

    /// Lists the subscriptions, as a table or as JSON.
    func run() async -> ExitCode {
        let subscriptions: [Subscription]
        do {
            subscriptions = try await SubscriptionListReader.subscriptions(in: store, warningOn: console)
        } catch {
            console.writeError("feed: the subscriptions could not be read: \(ErrorMessage.message(for: error))\n")
            return .failure
        }
        let cached = await cacheEntries()
        let listed = subscriptions.map { SubscriptionRow(subscription: $0, cached: cached[$0.url.absoluteString]) }
        if json {
            console.write(SubscriptionListDocument.render(listed))
        } else if listed.isEmpty {
            console.write(
                "No subscriptions yet. Add one with `feed add URL`, or import some with `feed import FILE`.\n")
        } else {
            console.write(table(listed))
        }
        return .success
    }

    private func cacheEntries() async -> [String: CachedFeedEntry] {
        do {
            let entries = try await maintenance.entries()
            return Dictionary(entries.map { ($0.url.absoluteString, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            logger.warning("The cache could not be read for the list: \(error)")
            return [:]
        }
    }

    /// The table: whole cells in a pipe; on a terminal, long titles and then URLs shortened to fit.
    private func table(_ rows: [SubscriptionRow]) -> String {
        let time = RelativeTimeFormatter(clock: clock)
        let cells = rows.map { row in
            [
                row.subscription.title ?? "(untitled)", row.url,
                row.cached.map { time.string(for: $0.savedAt) } ?? "never",
                row.cached.map { "\($0.itemCount)" } ?? "-",
            ]
        }
        let titles =
            console.width == nil ? cells : cells.map { [TextShortener.shorten($0[0], toWidth: 32)] + $0.dropFirst() }
        return TextTable(rows: [["TITLE", "URL", "LAST READ", "ITEMS"]] + titles, shrinkable: [1, 0])
            .render(width: console.width)
    }
}

/// One subscription with what the cache knows of it.
struct SubscriptionRow: Sendable, Equatable {
    let subscription: Subscription
    let cached: CachedFeedEntry?

    /// The subscription's URL as text, the key the cache is matched on.
    var url: String { subscription.url.absoluteString }
}
