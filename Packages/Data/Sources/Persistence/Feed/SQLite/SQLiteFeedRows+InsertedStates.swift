import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedRows {
    /// The read states of `items` after a save that inserted every one of them: each unread, first seen at
    /// `savedAt`, with the reference the insert gave it. Read from the new rows (references above `reference`,
    /// which only grow) in one pass over them, naming each by its position in `items`, so a first save hands the
    /// states on without the pass that looks every row up by feed and reads its id back: in the items' order when
    /// every item has a row of its own, by id when some share an id (and so a row). `nil` when a row's position
    /// names no item.
    static func insertedStates(
        of items: [FeedItem], after reference: Int, savedAt: Date, in database: SQLiteConnection
    ) throws -> KeptItemStates? {
        var states = [ItemReadState?](repeating: nil, count: items.count)
        var filled = 0
        var complete = true
        try database.forEachRow("SELECT ref, position FROM items WHERE ref > ?1", [.integer(reference)]) { row in
            let position = row.int(at: 1)
            guard states.indices.contains(position) else {
                complete = false
                return
            }
            if states[position] == nil { filled += 1 }
            states[position] = ItemReadState(reference: row.int(at: 0), firstSeen: savedAt, readAt: nil)
        }
        guard complete else { return nil }
        guard filled < items.count else { return .inOrder(items: items, states: states) }
        return .byID(KeptItemStates.byID(items, states))
    }
}
