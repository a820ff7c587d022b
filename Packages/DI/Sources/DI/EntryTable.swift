import Synchronization

/// A hash table from ``ServiceKey`` to ``Entry`` with lock-free reads and locked writes.
///
/// Open addressing over a power-of-two array of atomic slots. Keys are only ever added, so a reader probing
/// without a lock sees either a published entry or an empty slot. When the array is half full a bigger one is
/// built and published; the old arrays stay alive (and unchanged) until the table is deallocated, so a reader
/// still probing one finishes safely. Growth is geometric, so the retired arrays never exceed the live one.
@usableFromInline
final class EntryTable: Sendable {
    @usableFromInline let head: Atomic<Unmanaged<Buckets>>
    /// Strong references to every bucket array ever published (the live one last), and the entries.
    private let writer: Lock<Writer>

    private struct Writer {
        var arrays: [Buckets]
        var entries: [Entry] = []
    }

    init() {
        let buckets = Buckets(capacity: 16)
        head = Atomic(Unmanaged.passUnretained(buckets))
        writer = Lock.make(Writer(arrays: [buckets]))
    }

    /// The entry for `key`, found without taking a lock.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<Entry>? {
        head.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.find(key, name: name) }
    }

    /// The entry for `key`, added if the key is new.
    func entry(for key: ServiceKey) -> Entry {
        writer.withLock { writer in
            if let found = find(key.lookup, name: key.name) { return found.takeUnretainedValue() }
            let entry = Entry(key: key)
            writer.entries.append(entry)
            guard let live = writer.arrays.last else { return entry }
            if (writer.entries.count * 2) > live.capacity {
                let bigger = Buckets(capacity: live.capacity * 2)
                for existing in writer.entries { bigger.insert(existing) }
                writer.arrays.append(bigger)
                head.store(Unmanaged.passUnretained(bigger), ordering: .releasing)
            } else {
                live.insert(entry)
            }
            return entry
        }
    }

    /// Every entry, in the order the keys were first registered.
    var entries: [Entry] {
        writer.withLock { $0.entries }
    }
}

/// One array of atomic slots; see ``EntryTable``.
@usableFromInline
final class Buckets: @unchecked Sendable {
    let capacity: Int
    @usableFromInline let mask: Int
    /// Written only under the table's writer lock, read by anyone; each slot is atomic.
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<Unmanaged<Entry>?>>

    init(capacity: Int) {
        self.capacity = capacity
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        for index in 0..<capacity {
            (slots + index).initialize(to: Atomic(nil))
        }
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<Entry>? {
        var index = key.fingerprint & mask
        while let candidate = slots[index].load(ordering: .acquiring) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key, name: name) }) { return candidate }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Publishes `entry` in the first free slot of its probe sequence. The table keeps `entry` alive.
    func insert(_ entry: Entry) {
        var index = entry.key.lookup.fingerprint & mask
        while slots[index].load(ordering: .relaxed) != nil {
            index = (index + 1) & mask
        }
        slots[index].store(Unmanaged.passUnretained(entry), ordering: .releasing)
    }
}
