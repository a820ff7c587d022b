import Domain

/// Adds imported subscriptions to a list, skipping the addresses it already holds.
///
/// Each subscription's key is taken once and kept in a set, so merging n outlines into a list of m is
/// O(n + m): a search of the list per outline made 100,000 outlines take minutes.
struct SubscriptionMerge {
    /// What identifies a subscription: its address as text, by default.
    var key: (Subscription) -> String = { $0.url.absoluteString }

    /// `list` with each of `imported` whose key it does not hold yet, in order; and those added.
    func merge(_ imported: [Subscription], into list: [Subscription]) -> (list: [Subscription], added: [Subscription]) {
        var known = Set(list.map(key))
        let added = imported.filter { known.insert(key($0)).inserted }
        return (list + added, added)
    }
}
