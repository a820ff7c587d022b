import Domain
import Foundation

/// What ``CodableFeedStore`` writes for one feed: the key, the summary fields, then the feed.
struct CodableFeedRecord: Codable {
    let url: URL
    let savedAt: Date
    let validators: CacheValidators?
    let itemCount: Int
    let feed: Feed
}

/// The fields of a ``CodableFeedRecord`` that maintenance needs, decoded without building the items.
struct CodableFeedRecordSummary: Decodable {
    let url: URL
    let savedAt: Date
    let itemCount: Int
}
