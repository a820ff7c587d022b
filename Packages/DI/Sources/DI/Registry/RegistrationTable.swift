import Synchronization

/// A container's own registrations by key: a hash table with lock-free reads and locked writes.
///
/// Open addressing over a power-of-two array of atomic slots, each holding a registration (its key is the
/// registration's ``AnyRegistration/key``). A reader probing without a lock sees a published registration or an empty
/// slot. Installing a registration for a key already present replaces the slot's registration atomically, and returns
/// the replaced one. Slots are never emptied: when the array is half full, and when every registration is removed, a
/// new array is built and published, and the old one is returned, unchanged, for the container to retire: a reader
/// still probing it finishes safely, and it is freed once no lock-free read is in progress (see ``LockFreeReaders``).
///
/// No object per key: a registration costs one slot, and a lookup one pointer less than a table of entries. Stored
/// in the container itself (a noncopyable value), so that a lookup's first load is of the container's own memory:
/// the live array's ``RegistrationSlots/lookupWord``, which leads to the slot without another load.
@usableFromInline
struct RegistrationTable: ~Copyable, Sendable {
    /// The live array's ``RegistrationSlots/lookupWord``.
    @usableFromInline let head: Atomic<UInt>
    /// The live array (held here: `head` does not retain it) and the counters; the writers' lock.
    private let writer: Lock<Writer>

    private struct Writer {
        var live: RegistrationSlots
        /// Slots holding a registration in the live array.
        var used = 0
        /// The number of keys ever added: the next key's ``AnyRegistration/keyOrder``.
        var keys = 0
    }

    /// The capacity of an empty table.
    private static let initialCapacity = 16

    init() {
        let slots = RegistrationSlots(capacity: RegistrationTable.initialCapacity)
        head = Atomic(slots.lookupWord)
        writer = Lock.make(Writer(live: slots))
    }

    /// The registration for `key` and `name`, found without taking a lock; kept alive by the container.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyRegistration>? {
        RegistrationSlots.find(in: head.load(ordering: .acquiring), key, name: name)
    }

    /// Makes `registration` the one in force for its key.
    ///
    /// - Returns: the registration it replaces, if any, and the array it outgrew, if it had to grow: both for the
    ///   container to retire.
    func install(_ registration: AnyRegistration) -> (replaced: AnyRegistration?, outgrown: RegistrationSlots?) {
        writer.withLock { writer in
            if let index = writer.live.index(of: registration.key) {
                if let current = writer.live.registration(at: index) { registration.keyOrder = current.keyOrder }
                return (writer.live.replace(at: index, with: registration), nil)
            }
            writer.keys += 1
            registration.keyOrder = writer.keys
            var outgrown: RegistrationSlots?
            if (writer.used + 1) * 2 > writer.live.capacity {
                // Half full at most once the new registration is in: doubling, from the live count (an emptied
                // table starts small again).
                var capacity = RegistrationTable.initialCapacity
                while capacity < (writer.used + 1) * 2 { capacity *= 2 }
                let bigger = RegistrationSlots(capacity: capacity)
                writer.live.copyRegistrations(to: bigger)
                outgrown = writer.live
                writer.live = bigger
                head.store(bigger.lookupWord, ordering: .sequentiallyConsistent)
            }
            writer.live.insert(registration)
            writer.used += 1
            return (nil, outgrown)
        }
    }

    /// Removes every registration: publishes an empty array and returns the old one, for the container to retire.
    func removeAll() -> RegistrationSlots {
        writer.withLock { writer in
            let empty = RegistrationSlots(capacity: RegistrationTable.initialCapacity)
            let old = writer.live
            writer.live = empty
            writer.used = 0
            head.store(empty.lookupWord, ordering: .sequentiallyConsistent)
            return old
        }
    }

    /// Every registration in force, in the order their keys were first registered (an override keeps its key's place).
    var registrations: [AnyRegistration] {
        writer.withLock { writer in
            writer.live.registrations.sorted { $0.keyOrder < $1.keyOrder }
        }
    }
}
