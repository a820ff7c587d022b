import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells whether a lock-free read of one family of containers (a root and the children made from it) may be in
/// progress, so that what such a read may still hold (a replaced table array or registration, an unpublished
/// instance) is freed only once none is.
///
/// Each thread that reads announces it in a slot of its own (``ReaderSlot``), cached in a C thread-local variable:
/// the outermost read stores its family there and, leaving, stores 0; a read nested in it (a factory's
/// resolutions) stores nothing when it reads the same family, and records a second one otherwise. Both are plain
/// stores to a cache line no other thread writes, made visible to the rare writer by ``AsymmetricFence``: whoever
/// retires objects unlinks them first, runs the heavy half of the fence, then frees them only if no slot shows a read
/// of the family in progress; otherwise they wait for the next retirement. A read that entered after the fence loads
/// the new links, so it cannot reach what was unlinked. A synchronous read never suspends, so the reads of one
/// thread end in the reverse order of their start, and only the outermost one's end matters.
///
/// An async resolution may suspend and resume on another thread, so it cannot announce itself in a thread's slot:
/// it counts itself on the family's ``asyncReads`` instead, with an atomic increment and decrement, which async
/// resolutions (a task switch away from their first factory) can afford.
@usableFromInline
final class LockFreeReaders: Sendable {
    /// The async resolutions of the family in progress.
    private let asyncReads = Atomic<Int>(0)

    /// The family's identity in the slots: this object's address.
    var identity: Int { Int(bitPattern: ObjectIdentifier(self)) }

    init() {}

    /// Counts an async resolution in progress, until ``leaveAsync()``. Sequentially consistent, a full fence of
    /// its own: its loads of what writers unlink come after it.
    func enterAsync() {
        asyncReads.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }

    /// Ends an async resolution counted by ``enterAsync()``.
    func leaveAsync() {
        asyncReads.wrappingSubtract(1, ordering: .releasing)
    }

    /// Counts a read in progress on the calling thread's slot (in `table`, else found through `key`) for the family
    /// `family`, and returns what ``leave(_:)`` needs.
    ///
    /// - Parameter asymmetric: ``AsymmetricFence/isAsymmetric``, read once by the container.
    @inlinable @inline(__always)
    static func enter(
        key: pthread_key_t, table: UnsafeMutablePointer<Atomic<Int>>, family: Int, asymmetric: Bool
    ) -> ReadToken {
        let slot = ReaderSlot.current(key, table: table)
        let reading = slot[ReaderSlot.family].load(ordering: .relaxed)
        if reading == 0 {
            if slot[ReaderSlot.innerFamily].load(ordering: .relaxed) != 0 {
                slot[ReaderSlot.innerFamily].store(0, ordering: .relaxed)
            }
            // Releasing: a writer that sees this family sees the second family emptied before it.
            slot[ReaderSlot.family].store(family, ordering: .releasing)
        } else if reading != family {
            ReaderSlot.nest(slot, family: family)
        }
        AsymmetricFence.light(asymmetric: asymmetric)
        return ReadToken(slot: reading == 0 ? slot : nil)
    }

    /// Ends a read that ``enter(key:table:family:asymmetric:)`` counted: the outermost one stores 0. Releasing: a
    /// writer that sees the 0 also sees that this read is done with what it found.
    @inlinable @inline(__always)
    static func leave(_ token: ReadToken) {
        token.outermost?[ReaderSlot.family].store(0, ordering: .releasing)
    }

    /// Whether no lock-free read of this family is in progress: what was unlinked before this call may be freed.
    var areIdle: Bool {
        AsymmetricFence.heavy()
        return asyncReads.load(ordering: .acquiring) == 0 && ReaderSlot.noneReading(family: identity)
    }
}

/// What ``LockFreeReaders/leave(_:)`` needs: the calling thread's slot when the read is its outermost one, else
/// `nil` (a nested read's end changes nothing).
@usableFromInline
struct ReadToken {
    @usableFromInline let outermost: UnsafeMutablePointer<Atomic<Int>>?

    @inlinable @inline(__always)
    init(slot: UnsafeMutablePointer<Atomic<Int>>?) {
        outermost = slot
    }
}
