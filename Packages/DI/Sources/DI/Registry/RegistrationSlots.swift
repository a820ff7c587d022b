import Synchronization

/// One array of atomic slots of a ``BindingTable``; each slot holds a strong reference to its binding.
///
/// Retired by the container when the table outgrows or empties it (see ``LockFreeReaders``).
///
/// Written only under the table's lock, read by anyone.
@usableFromInline
final class BindingBuckets: @unchecked Sendable {
    let capacity: Int
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<Unmanaged<AnyBinding>?>>

    init(capacity: Int) {
        self.capacity = capacity
        mask = capacity - 1
        slots = .allocate(capacity: capacity)
        for index in 0..<capacity {
            (slots + index).initialize(to: Atomic(nil))
        }
    }

    deinit {
        for index in 0..<capacity {
            slots[index].load(ordering: .relaxed)?.release()
        }
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// The binding for `key` and `name`, if any, probing without a lock.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyBinding>? {
        var index = key.fingerprint & mask
        while let candidate = slots[index].load(ordering: .sequentiallyConsistent) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key, name: name) }) { return candidate }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The slot holding the binding for `key`, if any.
    func index(of key: ServiceKey) -> Int? {
        var index = key.lookup.fingerprint & mask
        while let candidate = slots[index].load(ordering: .relaxed) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key.lookup, name: key.name) }) { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The binding in slot `index`, if any.
    func binding(at index: Int) -> AnyBinding? {
        slots[index].load(ordering: .relaxed)?.takeUnretainedValue()
    }

    /// Puts `binding` in slot `index` and returns the binding it replaces (whose reference passes to the caller).
    func replace(at index: Int, with binding: AnyBinding) -> AnyBinding? {
        let old = slots[index].exchange(Unmanaged.passRetained(binding), ordering: .sequentiallyConsistent)
        return old?.takeRetainedValue()
    }

    /// Puts `binding` in the first free slot of its probe sequence.
    func insert(_ binding: AnyBinding) {
        var index = binding.key.lookup.fingerprint & mask
        while slots[index].load(ordering: .relaxed) != nil {
            index = (index + 1) & mask
        }
        slots[index].store(Unmanaged.passRetained(binding), ordering: .releasing)
    }

    /// Inserts every binding of these slots into `other`, a bigger array.
    func copyBindings(to other: BindingBuckets) {
        for index in 0..<capacity {
            guard let binding = slots[index].load(ordering: .relaxed) else { continue }
            binding._withUnsafeGuaranteedRef { other.insert($0) }
        }
    }

    /// Every binding in the slots, in slot order.
    var bindings: [AnyBinding] {
        (0..<capacity).compactMap { binding(at: $0) }
    }
}
