import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedStore {
    /// When a read last showed `feedURL` (`feeds.shown_at`); `nil` when none has or it is not cached.
    public func lastShown(_ feedURL: URL) async throws -> Date? {
        try file.perform("reading when \(feedURL.absoluteString) was shown", as: ReadStateError.cache) { database in
            try database.query("SELECT shown_at FROM feeds WHERE url = ?1", [.text(feedURL.absoluteString)]) {
                $0.optionalDouble(at: 0).map(Date.init(timeIntervalSinceReferenceDate:))
            }.first ?? nil
        }
    }

    /// Records when a read showed `feedURL`; nothing when it is not cached.
    public func markShown(_ feedURL: URL, at date: Date) async throws {
        try file.perform("recording that \(feedURL.absoluteString) was shown", as: ReadStateError.cache) { database in
            try database.run(
                "UPDATE feeds SET shown_at = ?1 WHERE url = ?2",
                [.real(date.timeIntervalSinceReferenceDate), .text(feedURL.absoluteString)])
        }
    }
}
