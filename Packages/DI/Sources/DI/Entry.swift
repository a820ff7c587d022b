import Synchronization

/// One key's place in a container's lookup table: the binding in force for the key, or none after a reset.
///
/// Entries are never removed from the table, so a lock-free reader can always follow one. The binding is
/// replaced atomically on override; the container keeps every binding it ever published alive until it is
/// deallocated, so a reader holding an unretained binding can finish safely.
@usableFromInline
final class Entry: Sendable {
    /// The key this entry answers.
    @usableFromInline let key: ServiceKey
    /// The binding in force, or `nil`. Stored unretained: the container owns it.
    @usableFromInline let binding = Atomic<Unmanaged<AnyBinding>?>(nil)

    init(key: ServiceKey) {
        self.key = key
    }

    /// Whether this entry is the one for `lookup` and `name`.
    @inlinable @inline(__always)
    func answers(_ lookup: LookupKey, name: ServiceName?) -> Bool {
        key.lookup.matches(lookup) && (!lookup.hasName || key.name?.rawValue == name?.rawValue)
    }
}
