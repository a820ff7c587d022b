import Domain

/// The read states of one feed's items as a read or a save of that feed found them: beside the items, in their
/// order, or by id.
///
/// Kept in the items' order, they answer a reader that shows the items it was given without hashing an id: a
/// dictionary of 10,000 states cost two lookups of every id and a megabyte of fresh memory.
enum KeptItemStates: Sendable {
    /// `states[i]` is the state of `items[i]`; no two of the items have the same id.
    case inOrder(items: [FeedItem], states: [ItemReadState?])
    /// By item id.
    case byID([String: ItemReadState])

    /// The states by item id, as ``SQLiteFeedStore/readStates(in:)`` answers.
    var byID: [String: ItemReadState] {
        switch self {
        case .byID(let states):
            return states
        case .inOrder(let items, let states):
            return Self.byID(items, states)
        }
    }

    /// `states[i]`, the state of `items[i]`, by that item's id; of items that share an id, the last one's.
    static func byID(_ items: [FeedItem], _ states: [ItemReadState?]) -> [String: ItemReadState] {
        var byID: [String: ItemReadState] = [:]
        byID.reserveCapacity(states.count)
        for (index, state) in states.enumerated() where items.indices.contains(index) {
            if let state { byID[items[index].id] = state }
        }
        return byID
    }

    /// The state of each of `items`, in their order, as ``SQLiteFeedStore/readStates(of:in:)`` answers: the kept
    /// order when they are the items kept (the same ids at the same positions), else a lookup by id.
    func states(of items: [FeedItem]) -> [ItemReadState?] {
        if case .inOrder(let kept, let states) = self, Self.haveSameIDs(kept, items), states.count == items.count {
            return states
        }
        let byID = byID
        return items.map { byID[$0.id] }
    }

    /// Whether `items` have the ids of `kept`, in order. The items a reader was given share their ids' storage
    /// with those kept, so each comparison is one of two words.
    private static func haveSameIDs(_ kept: [FeedItem], _ items: [FeedItem]) -> Bool {
        guard kept.count == items.count else { return false }
        for index in items.indices where kept[index].id != items[index].id { return false }
        return true
    }
}
