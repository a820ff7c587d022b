import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedStore {
    /// Records when a read showed `feedURL` (`feeds.shown_at`) and answers when one last did; nothing, and `nil`,
    /// when it is not cached.
    @discardableResult
    public func markShown(_ feedURL: URL, at date: Date) async throws -> Date? {
        let key = SQLiteValue.text(feedURL.absoluteString)
        return try file.perform("recording that \(feedURL.absoluteString) was shown", as: ReadStateError.cache) {
            database in
            try database.transaction("record that \(feedURL.absoluteString) was shown") {
                let before =
                    try database.query("SELECT shown_at FROM feeds WHERE url = ?1", [key]) {
                        $0.optionalDouble(at: 0).map(Date.init(timeIntervalSinceReferenceDate:))
                    }.first ?? nil
                try database.run(
                    "UPDATE feeds SET shown_at = ?1 WHERE url = ?2", [.real(date.timeIntervalSinceReferenceDate), key])
                return before
            }
        }
    }
}
