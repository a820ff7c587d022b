import Domain
import Foundation

/// The feed format `PersistenceStoreProbe` writes and checks: "generation G with N items", N items "G-i".
enum ProbeFeed {
    static let url = URL(fileURLWithPath: "/probe/feed.xml")

    static func generation(_ generation: Int, items count: Int = 300) -> Feed {
        Feed(
            title: "generation \(generation) with \(count) items",
            items: (0..<count).map { FeedItem(id: "\(generation)-\($0)", title: "Item \($0)") })
    }

    /// Whether `feed` is one whole generation.
    static func isWhole(_ feed: Feed) -> Bool {
        let words = (feed.title ?? "").split(separator: " ")
        guard words.count == 5, let count = Int(words[3]) else { return false }
        return feed.items.count == count && feed.items.allSatisfy { $0.id.hasPrefix("\(words[1])-") }
    }
}
