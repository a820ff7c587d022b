import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How one shown item stands: its short reference, whether it is new in this read, whether it was read.
struct ItemMark: Sendable, Equatable {
    /// The number `feed show`, `open` and `mark-read` accept; `nil` when the item is not in the cache.
    let reference: Int?
    /// Whether this read is the first to see the item. An item the cache does not keep is new every time.
    let isNew: Bool
    /// Whether the item was marked read.
    let isRead: Bool

    /// The mark of an item whose cached state is `state`, in a read that began at `readStart`.
    init(state: ItemReadState?, readStart: Date) {
        reference = state?.reference
        isNew = state.map { $0.isNew(since: readStart) } ?? true
        isRead = state?.isRead ?? false
    }

    /// A mark given directly.
    init(reference: Int?, isNew: Bool, isRead: Bool) {
        self.reference = reference
        self.isNew = isNew
        self.isRead = isRead
    }
}
