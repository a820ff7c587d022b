/// The keys on the current resolution path beyond ``Resolver/untrackedDepth``, to detect a cycle precisely.
///
/// Shallow paths (nearly all of them) never allocate one: a cycle shorter than the untracked depth still repeats
/// until it reaches the tracked part, where its first repetition is caught.
@usableFromInline
final class Trail: Sendable {
    let key: ServiceKey
    let parent: Trail?

    init(key: ServiceKey, parent: Trail?) {
        self.key = key
        self.parent = parent
    }

    /// Whether `key` is on the trail.
    func contains(_ key: ServiceKey) -> Bool {
        var node: Trail? = self
        while let current = node {
            if current.key == key { return true }
            node = current.parent
        }
        return false
    }
}
