import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SQLiteFeedRows {
    /// The read states of `items` just saved as the copy of the feed `key`, in their order, from one pass over the
    /// feed's rows that names each by its position in `items`: the save hands them to whoever shows the feed,
    /// which then reads no row again. After a first save (`insertedAfter` the largest reference before it) the
    /// rows are those with a greater reference, which only grow, so the pass skips the feed's index. Items that
    /// share an id share a row, at the last one's position: the others get that row's state by id.
    static func savedStates(
        of items: [FeedItem], feed key: SQLiteValue, insertedAfter reference: Int?, savedAt: Date,
        in database: SQLiteConnection
    ) throws -> [ItemReadState?] {
        var states = [ItemReadState?](repeating: nil, count: items.count)
        var filled = 0
        // A row a first save inserted is unread and first seen at the save: only its reference is read.
        let sql =
            reference == nil
            ? "SELECT position, ref, first_seen, read_at FROM items WHERE feed_url = ?1"
            : "SELECT position, ref FROM items WHERE ref > ?1"
        try database.forEachRow(sql, [reference.map { .integer($0) } ?? key]) { row in
            let position = row.int(at: 0)
            guard states.indices.contains(position) else { return }
            if states[position] == nil { filled += 1 }
            states[position] =
                reference == nil
                ? state(in: row, at: 1) : ItemReadState(reference: row.int(at: 1), firstSeen: savedAt, readAt: nil)
        }
        guard filled < items.count else { return states }
        var byID: [String: ItemReadState] = [:]
        for (index, state) in states.enumerated() {
            if let state { byID[items[index].id] = state }
        }
        return items.indices.map { states[$0] ?? byID[items[$0].id] }
    }
}
