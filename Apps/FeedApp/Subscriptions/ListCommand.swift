import Domain
import Foundation
import Presentation

/// `feed list [--json]`: the subscriptions with their title, URL, last read and items in the cache.
///
/// "Last read" is when the cached copy was saved; "never" when nothing is cached.
struct ListCommand: Sendable {
    let services: any AppServices
    let console: any Console

    /// Lists the subscriptions, as a table or as `{"subscriptions": [...]}`.
    func run(json: Bool) async -> ExitCode {
        let subscriptions: [Subscription]
        do {
            subscriptions = try await services.subscriptionStore().load()
        } catch {
            console.writeError("feed: the subscriptions could not be read: \(SubscriptionText.describe(error))\n")
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
            let entries = try await services.cacheMaintenance().entries()
            return Dictionary(entries.map { ($0.url.absoluteString, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            services.logger.warning("The cache could not be read for the list: \(FeedLoadingError(error))")
            return [:]
        }
    }

    private func table(_ rows: [SubscriptionRow]) -> String {
        let time = RelativeTimeFormatter(clock: services.clock, locale: Locale(identifier: "en_US"))
        let cells = rows.map { row in
            [
                TextShortener.shorten(row.subscription.title ?? "(untitled)", toWidth: 32), row.url,
                row.cached.map { time.string(for: $0.savedAt) } ?? "never",
                row.cached.map { "\($0.itemCount)" } ?? "-",
            ]
        }
        let header = ["TITLE", "URL", "LAST READ", "ITEMS"]
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        return ([header] + cells).map { line in
            let padded = line.enumerated().map { index, cell in
                index == line.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return padded.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

/// One subscription with what the cache knows of it.
struct SubscriptionRow: Sendable, Equatable {
    let subscription: Subscription
    let cached: CachedFeedEntry?

    /// The subscription's URL as text, the key the cache is matched on.
    var url: String { subscription.url.absoluteString }
}
