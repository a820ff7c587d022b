import Domain
import Foundation

extension SQLiteFeedRows {
    /// The read states of `items` after a save that inserted every one of them: each unread, first seen at
    /// `savedAt`, with the reference the insert gave it. Read from the new rows (references above `reference`,
    /// which only grow) in one pass over them, naming each by its position in `items`, so a first save hands the
    /// states on without the pass that looks every row up by feed and reads its id back. `nil` when a row's
    /// position names no item.
    static func insertedStates(
        of items: [FeedItem], after reference: Int, savedAt: Date, in database: SQLiteConnection
    ) throws -> [String: ItemReadState]? {
        var states: [String: ItemReadState] = [:]
        states.reserveCapacity(min(items.count, largestReservation))
        var complete = true
        try database.forEachRow("SELECT ref, position FROM items WHERE ref > ?1", [.integer(reference)]) { row in
            let position = row.int(at: 1)
            guard items.indices.contains(position) else {
                complete = false
                return
            }
            states[items[position].id] = ItemReadState(reference: row.int(at: 0), firstSeen: savedAt, readAt: nil)
        }
        return complete ? states : nil
    }
}
