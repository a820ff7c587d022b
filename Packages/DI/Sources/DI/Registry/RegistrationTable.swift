import Synchronization

/// A container's own registrations by key: a hash table with lock-free reads and locked writes.
///
/// Open addressing over a power-of-two array of atomic slots, each holding a binding (its key is the binding's
/// ``AnyBinding/key``). A reader probing without a lock sees a published binding or an empty slot. Installing a
/// binding for a key already present replaces the slot's binding atomically, and returns the replaced one. Slots
/// are never emptied: when the array is half full, and when every binding is removed, a new array is built and
/// published, and the old one is returned, unchanged, for the container to retire: a reader still probing it
/// finishes safely, and it is freed once no lock-free read is in progress (see ``LockFreeReaders``).
///
/// No object per key: a registration costs one slot, and a lookup one pointer less than a table of entries.
@usableFromInline
final class BindingTable: Sendable {
    @usableFromInline let head: Atomic<Unmanaged<BindingBuckets>>
    /// The live array (its slots hold a reference to it as `head`'s does not) and the counters; the writers' lock.
    private let writer: Lock<Writer>

    private struct Writer {
        var live: BindingBuckets
        /// Slots holding a binding in the live array.
        var used = 0
        /// The number of keys ever added: the next key's ``AnyBinding/keyOrder``.
        var keys = 0
    }

    /// The capacity of an empty table.
    private static let initialCapacity = 16

    init() {
        let buckets = BindingBuckets(capacity: BindingTable.initialCapacity)
        head = Atomic(Unmanaged.passUnretained(buckets))
        writer = Lock.make(Writer(live: buckets))
    }

    /// The binding for `key` and `name`, found without taking a lock; kept alive by the container.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyBinding>? {
        head.load(ordering: .sequentiallyConsistent)._withUnsafeGuaranteedRef { $0.find(key, name: name) }
    }

    /// Makes `binding` the one in force for its key.
    ///
    /// - Returns: the binding it replaces, if any, and the array it outgrew, if it had to grow: both for the
    ///   container to retire.
    func install(_ binding: AnyBinding) -> (replaced: AnyBinding?, outgrown: BindingBuckets?) {
        writer.withLock { writer in
            if let index = writer.live.index(of: binding.key) {
                if let current = writer.live.binding(at: index) { binding.keyOrder = current.keyOrder }
                return (writer.live.replace(at: index, with: binding), nil)
            }
            writer.keys += 1
            binding.keyOrder = writer.keys
            var outgrown: BindingBuckets?
            if (writer.used + 1) * 2 > writer.live.capacity {
                // A quarter full at most afterwards: growth stays geometric.
                var capacity = BindingTable.initialCapacity
                while capacity < (writer.used + 1) * 4 { capacity *= 2 }
                let bigger = BindingBuckets(capacity: capacity)
                writer.live.copyBindings(to: bigger)
                outgrown = writer.live
                writer.live = bigger
                head.store(Unmanaged.passUnretained(bigger), ordering: .sequentiallyConsistent)
            }
            writer.live.insert(binding)
            writer.used += 1
            return (nil, outgrown)
        }
    }

    /// Removes every binding: publishes an empty array and returns the old one, for the container to retire.
    func removeAll() -> BindingBuckets {
        writer.withLock { writer in
            let empty = BindingBuckets(capacity: BindingTable.initialCapacity)
            let old = writer.live
            writer.live = empty
            writer.used = 0
            head.store(Unmanaged.passUnretained(empty), ordering: .sequentiallyConsistent)
            return old
        }
    }

    /// Every binding in force, in the order their keys were first registered (an override keeps its key's place).
    var bindings: [AnyBinding] {
        writer.withLock { writer in
            writer.live.bindings.sorted { $0.keyOrder < $1.keyOrder }
        }
    }
}
