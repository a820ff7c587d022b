import Synchronization

/// One array of atomic slots of a ``RegistrationTable``; each slot holds a strong reference to its registration.
///
/// Retired by the container when the table outgrows or empties it (see ``LockFreeReaders``).
///
/// Written only under the table's lock, read by anyone.
@usableFromInline
final class RegistrationSlots: @unchecked Sendable {
    let capacity: Int
    @usableFromInline let mask: Int
    @usableFromInline let slots: UnsafeMutablePointer<Atomic<Unmanaged<AnyRegistration>?>>

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

    /// The registration for `key` and `name`, if any, probing without a lock.
    @inlinable @inline(__always)
    func find(_ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyRegistration>? {
        var index = key.fingerprint & mask
        while let candidate = slots[index].load(ordering: .sequentiallyConsistent) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key, name: name) }) { return candidate }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The slot holding the registration for `key`, if any.
    func index(of key: ServiceKey) -> Int? {
        var index = key.lookup.fingerprint & mask
        while let candidate = slots[index].load(ordering: .relaxed) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key.lookup, name: key.name) }) { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The registration in slot `index`, if any.
    func registration(at index: Int) -> AnyRegistration? {
        slots[index].load(ordering: .relaxed)?.takeUnretainedValue()
    }

    /// Puts `registration` in slot `index` and returns the registration it replaces (whose reference passes to the
    /// caller).
    func replace(at index: Int, with registration: AnyRegistration) -> AnyRegistration? {
        let old = slots[index].exchange(Unmanaged.passRetained(registration), ordering: .sequentiallyConsistent)
        return old?.takeRetainedValue()
    }

    /// Puts `registration` in the first free slot of its probe sequence.
    func insert(_ registration: AnyRegistration) {
        var index = registration.key.lookup.fingerprint & mask
        while slots[index].load(ordering: .relaxed) != nil {
            index = (index + 1) & mask
        }
        slots[index].store(Unmanaged.passRetained(registration), ordering: .releasing)
    }

    /// Inserts every registration of these slots into `other`, a bigger array.
    func copyRegistrations(to other: RegistrationSlots) {
        for index in 0..<capacity {
            guard let registration = slots[index].load(ordering: .relaxed) else { continue }
            registration._withUnsafeGuaranteedRef { other.insert($0) }
        }
    }

    /// Every registration in the slots, in slot order.
    var registrations: [AnyRegistration] {
        (0..<capacity).compactMap { registration(at: $0) }
    }
}
