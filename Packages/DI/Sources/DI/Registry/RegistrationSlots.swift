import Synchronization

/// One array of atomic slots of a ``RegistrationTable``; each slot holds a strong reference to its registration.
///
/// Retired by the container when the table outgrows or empties it (see ``LockFreeReaders``). Readers reach the array
/// through its ``lookupWord`` alone, one atomic load: the array's address and its size in one word.
///
/// Written only under the table's lock, read by anyone.
@usableFromInline
final class RegistrationSlots: @unchecked Sendable {
    let capacity: Int
    /// `64 - log2(capacity)`: a key's first slot is the fingerprint's top `log2(capacity)` bits, one shift away.
    let shift: Int
    let slots: UnsafeMutablePointer<Atomic<Unmanaged<AnyRegistration>?>>

    /// The alignment of the array, so that the low bits of its address can hold ``shift``.
    private static let alignment = 64

    /// Makes an empty array of `capacity` slots, a power of two from 2 to 2⁶³.
    init(capacity: Int) {
        self.capacity = capacity
        shift = 64 - capacity.trailingZeroBitCount
        slots = UnsafeMutableRawPointer.allocate(
            byteCount: capacity * MemoryLayout<Atomic<Unmanaged<AnyRegistration>?>>.stride,
            alignment: RegistrationSlots.alignment
        ).bindMemory(to: Atomic<Unmanaged<AnyRegistration>?>.self, capacity: capacity)
        for index in 0..<capacity {
            (slots + index).initialize(to: Atomic(nil))
        }
    }

    deinit {
        for index in 0..<capacity {
            slots[index].load(ordering: .relaxed)?.release()
        }
        slots.deinitialize(count: capacity)
        // Allocated raw, with an alignment of its own: given back the same way.
        UnsafeMutableRawPointer(slots).deallocate()
    }

    /// What the table publishes for readers: the array's address (aligned, so its low 6 bits are 0) with ``shift`` in
    /// those bits.
    var lookupWord: UInt {
        UInt(bitPattern: Int(bitPattern: slots)) | UInt(shift)
    }

    /// The first slot of `fingerprint` in an array whose ``shift`` is `shift`.
    @inlinable @inline(__always)
    static func home(of fingerprint: Int, shift: Int) -> Int {
        Int(bitPattern: UInt(bitPattern: fingerprint) &>> UInt(truncatingIfNeeded: shift))
    }

    /// The registration for `key` and `name`, if any, probing without a lock the array that `word` (a
    /// ``lookupWord``) describes.
    @inlinable @inline(__always)
    static func find(in word: UInt, _ key: LookupKey, name: ServiceName?) -> Unmanaged<AnyRegistration>? {
        // Never nil (the table always has an array): unwrapped without a check.
        let slots = UnsafeMutablePointer<Atomic<Unmanaged<AnyRegistration>?>>(bitPattern: word & ~0x3F)
            .unsafelyUnwrapped
        let shift = Int(truncatingIfNeeded: word & 0x3F)
        let home = home(of: key.fingerprint, shift: shift)
        // The first slot apart: most lookups end there, and the probe's mask is needed only past it.
        guard let first = slots[home].load(ordering: .acquiring) else { return nil }
        if first._withUnsafeGuaranteedRef({ $0.answers(key, name: name) }) { return first }
        let mask = (1 &<< (64 &- shift)) &- 1
        var index = (home &+ 1) & mask
        while let candidate = slots[index].load(ordering: .acquiring) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key, name: name) }) { return candidate }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// The slot holding the registration for `key`, if any.
    func index(of key: ServiceKey) -> Int? {
        var index = RegistrationSlots.home(of: key.lookup.fingerprint, shift: shift)
        while let candidate = slots[index].load(ordering: .relaxed) {
            if candidate._withUnsafeGuaranteedRef({ $0.answers(key.lookup, name: key.name) }) { return index }
            index = (index + 1) & (capacity - 1)
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
        var index = RegistrationSlots.home(of: registration.key.lookup.fingerprint, shift: shift)
        while slots[index].load(ordering: .relaxed) != nil {
            index = (index + 1) & (capacity - 1)
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
