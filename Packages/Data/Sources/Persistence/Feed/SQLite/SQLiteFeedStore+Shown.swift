import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedStore {
    /// Records when a read showed each feed of `shown` (`feeds.shown_at`; a feed not stored has no row, and is
    /// skipped) and deletes the copies saved before `date` with their items' read state, in one transaction: a read
    /// ends with one write, however many feeds it showed.
    public func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int {
        let cutoff = SQLiteValue.real(date.timeIntervalSinceReferenceDate)
        return try file.perform("recording the feeds shown and deleting old copies") { database in
            try database.transaction("record the feeds shown and delete old copies") {
                for (url, at) in shown {
                    try database.run(
                        "UPDATE feeds SET shown_at = ?1 WHERE url = ?2",
                        [.real(at.timeIntervalSinceReferenceDate), .text(url.absoluteString)])
                }
                try database.run(
                    "DELETE FROM items WHERE feed_url IN (SELECT url FROM feeds WHERE saved_at < ?1)", [cutoff])
                return try database.run("DELETE FROM feeds WHERE saved_at < ?1", [cutoff])
            }
        }
    }
}
