import Synchronization

/// A container's own registrations by key: a hash table with lock-free reads and locked writes.
///
/// Open addressing over a power-of-two array of atomic slots, each holding a binding (its key is the binding's
/// ``AnyBinding/key``). A reader probing without a lock sees a published binding or an empty slot. Installing a
/// binding for a key already present replaces the slot's binding atomically; the replaced one goes to the
/// container's retired objects, so a reader still holding it can finish. Slots are never emptied: ``removeAll()``
/// fills them with a tombstone that answers no key. When the array is half full a bigger one is built and
/// published; the old arrays stay alive, unchanged, until the table is deallocated, so a reader still probing one
/// finishes safely. Growth is geometric, so the retired arrays never exceed the live one.
///
/// No object per key: a registration costs one slot, and a lookup one pointer less than a table of entries.
@usableFromInline
final class BindingTable: Sendable {
    @usableFromInline let head: Atomic<Unmanaged<BindingBuckets>>
    /// Every bucket array ever published (the live one last) and the counters; the writers' lock.
    private let writer: Lock<Writer>

    private struct Writer {
        var arrays: [BindingBuckets]
        /// Slots in use in the live array, tombstones included.
        var used = 0
        /// Slots holding a binding in force (not a tombstone).
        var live = 0
        /// The number of keys ever added: the next key's ``AnyBinding/keyOrder``.
        var keys = 0
    }

    /// What fills the slot of a removed registration: its key is a private type nobody registers.
    private static let removed = RemovedBinding()

    init() {
        let buckets = BindingBuckets(capacity: 16)
        head = Atomic(Unmanaged.passUnretained(buckets))
        writer = Lock.make(Writer(arrays: [buckets]))
    }

    /// The binding for `key` and `name`, found without taking a lock; kept alive by the container.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyBinding>? {
        head.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.find(key, name: name) }
    }

    /// Makes `binding` the one in force for its key.
    ///
    /// - Returns: the binding it replaces, if any, for the container to keep alive.
    func install(_ binding: AnyBinding) -> AnyBinding? {
        writer.withLock { writer in
            guard var live = writer.arrays.last else { return nil }
            if let index = live.index(of: binding.key) {
                if let current = live.binding(at: index) { binding.keyOrder = current.keyOrder }
                return live.replace(at: index, with: binding)
            }
            writer.keys += 1
            binding.keyOrder = writer.keys
            if (writer.used + 1) * 2 > live.capacity {
                var capacity = live.capacity * 2
                while (writer.live + 1) * 2 > capacity { capacity *= 2 }
                let bigger = BindingBuckets(capacity: capacity)
                live.copyBindings(to: bigger, except: BindingTable.removed)
                writer.arrays.append(bigger)
                writer.used = writer.live
                head.store(Unmanaged.passUnretained(bigger), ordering: .releasing)
                live = bigger
            }
            live.insert(binding)
            writer.used += 1
            writer.live += 1
            return nil
        }
    }

    /// Removes every binding (their slots hold a tombstone afterwards) and returns them for the container to keep
    /// alive.
    func removeAll() -> [AnyBinding] {
        writer.withLock { writer in
            guard let live = writer.arrays.last else { return [] }
            var removed: [AnyBinding] = []
            writer.live = 0
            for index in 0..<live.capacity {
                guard let binding = live.binding(at: index), binding !== BindingTable.removed else { continue }
                if let replaced = live.replace(at: index, with: BindingTable.removed) { removed.append(replaced) }
            }
            return removed
        }
    }

    /// Every binding in force, in the order their keys were first registered (an override keeps its key's place).
    var bindings: [AnyBinding] {
        writer.withLock { writer in
            (writer.arrays.last?.bindings ?? []).filter { $0 !== BindingTable.removed }.sorted {
                $0.keyOrder < $1.keyOrder
            }
        }
    }
}

/// The tombstone of a removed registration (see ``BindingTable/removeAll()``).
///
/// `@unchecked Sendable` only because its superclass is: it adds no stored state.
private final class RemovedBinding: AnyBinding, @unchecked Sendable {
    init() {
        let record = RegistrationRecord(
            kind: .sync, lifetime: .transient, concreteType: nil, dependencies: nil, aliasOf: nil, sequence: 0)
        super.init(key: ServiceKey(RemovedBinding.self), record: record)
    }
}
