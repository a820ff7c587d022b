import Domain
import FeedFormats
import Foundation
import FuzzSupport
import Networking

/// Feeds one input to format detection and to every format mapper.
///
/// Each input is mapped by ``DetectingFeedMapper`` and by each concrete mapper in turn, so one corpus covers
/// detection, XML transcoding and parsing (RSS, Atom), JSON (JSON Feed, Essential Feed), dates, links and
/// HTML reduction. The `Content-Type` comes from a fixed list, picked by the input's length, so every
/// charset and media-type branch is reached without spending input bytes on it.
public enum FeedFormatsHarness {
    /// The mappers, in the order ``run(_:)`` reports their outcomes.
    public static let mapperNames = ["detecting", "rss", "atom", "json", "essential"]

    /// The `Content-Type` values the inputs are served with.
    static let contentTypes: [String?] = [
        nil,
        "application/rss+xml",
        "application/atom+xml; charset=utf-8",
        "application/feed+json",
        "application/json; charset=UTF-8",
        "text/xml; charset=ISO-8859-1",
        "text/html; charset=utf-8",
        "text/plain; charset=\"windows-1252\"",
        "application/xml; charset=utf-16",
        "application/xml; charset=klingon",
    ]

    private static let mappers: [any FeedMapper] = [
        DetectingFeedMapper(), RSSFeedMapper(), AtomFeedMapper(), JSONFeedMapper(), EssentialFeedMapper(),
    ]

    private static let documentURL = URL(fileURLWithPath: "/fuzz/feed.xml")

    /// Maps `data` with every mapper.
    ///
    /// - Returns: One outcome per mapper, in the order of ``mapperNames``.
    public static func run(_ data: Data) -> [FuzzOutcome] {
        let contentType = contentTypes[data.count % contentTypes.count]
        let document = FeedDocument(
            data: data, url: URL(string: "https://example.com/blog/feed.xml") ?? documentURL, contentType: contentType)
        return mappers.map { outcome(of: $0, mapping: document) }
    }

    /// Maps `document` with `mapper` and says what came of it.
    static func outcome(of mapper: any FeedMapper, mapping document: FeedDocument) -> FuzzOutcome {
        do {
            let feed = try mapper.map(document)
            return .accepted(summary: "\(feed.items.count) items")
        } catch {
            return .rejected(reason: String(describing: error))
        }
    }
}
