import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds the Domain `Feed` from what a mapper read: final ids, duplicates dropped.
enum FeedAssembler {
    /// A feed of `drafts` in order. Of items the feed gives the same id (or link), the first is kept;
    /// items known only by their content are all kept, a repeated one with `#2`, `#3`… after its hash, as
    /// established parsers keep them. Text is repaired as ``TextRepair`` says.
    static func feed(title: String?, link: URL?, drafts: [ItemDraft]) -> Feed {
        var seen = Set<String>()
        var repeats: [String: Int] = [:]
        var items: [FeedItem] = []
        items.reserveCapacity(drafts.count)
        for draft in drafts {
            var item = draft.item
            if !seen.insert(item.id).inserted {
                guard !draft.hasOwnIdentity else { continue }
                let base = item.id
                repeat {
                    let count = (repeats[base] ?? 1) + 1
                    repeats[base] = count
                    item = FeedItem(
                        id: "\(base)#\(count)", title: item.title, summary: item.summary, content: item.content,
                        link: item.link,
                        imageURL: item.imageURL, author: item.author, published: item.published)
                } while !seen.insert(item.id).inserted
            }
            items.append(item)
        }
        return Feed(title: TextRepair.repaired(title), link: link, items: items)
    }
}
