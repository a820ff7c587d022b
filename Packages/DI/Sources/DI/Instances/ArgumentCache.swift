/// The `.singleton` or `.weak` instances of an argument registration, one slot per distinct argument value.
///
/// Grows with the distinct arguments resolved (that is the lifetime's promise) until released.
final class ArgumentCache: Sendable {
    private let slots = Lock<[AnyHashable: InstanceSlot]>.make([:])

    /// The slot for `argument`, made on first use.
    func slot(for argument: AnyHashable) -> InstanceSlot {
        slots.withLock { slots in
            if let slot = slots[argument] { return slot }
            let slot = InstanceSlot()
            slots[argument] = slot
            return slot
        }
    }

    /// Forgets every slot and returns them, for the container to keep alive.
    func clear() -> [any SendableObject] {
        slots.withLock { slots in
            defer { slots.removeAll() }
            return Array(slots.values)
        }
    }
}
