import Domain
import Foundation

/// Builds the Domain `Feed` from what a mapper read: final ids, duplicates dropped.
enum FeedAssembler {
    /// A feed of `drafts` in order; of items that share an id, the first is kept.
    static func feed(title: String?, link: URL?, drafts: [ItemDraft]) -> Feed {
        var seen = Set<String>()
        var items: [FeedItem] = []
        items.reserveCapacity(drafts.count)
        for draft in drafts {
            let item = draft.item
            if seen.insert(item.id).inserted { items.append(item) }
        }
        return Feed(title: title, link: link, items: items)
    }
}
