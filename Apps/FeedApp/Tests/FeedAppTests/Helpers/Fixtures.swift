import Domain
import Foundation

/// 2026-01-15 12:00:00 UTC, the "now" of every test.
let fixedNow = Date(timeIntervalSince1970: 1_768_478_400)

func makeItem(_ id: String, title: String? = nil, hoursAgo: Double? = nil, image: String? = nil) -> FeedItem {
    FeedItem(
        id: id,
        title: title ?? "Item \(id)",
        summary: "Summary of \(id)",
        link: URL(string: "https://www.example.org/\(id)"),
        imageURL: image.flatMap(URL.init(string:)),
        author: "Author",
        published: hoursAgo.map { fixedNow.addingTimeInterval(-$0 * 3600) }
    )
}

func makeFeed(title: String? = "Example", items: [FeedItem]) -> Feed {
    Feed(title: title, link: URL(string: "https://example.org"), items: items)
}

func remote(_ feed: Feed) -> LoadedFeed {
    LoadedFeed(feed: feed, origin: .remote)
}

func cached(_ feed: Feed, hoursAgo: Double, stale: Bool = false, reason: FallbackReason? = nil) -> LoadedFeed {
    let info = CacheInfo(savedAt: fixedNow.addingTimeInterval(-hoursAgo * 3600), isStale: stale, fallbackReason: reason)
    return LoadedFeed(feed: feed, origin: .cache(info))
}
