import CDIThreadSlot
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
/// resolutions) stores nothing when it reads the same family, and records a second one otherwise, which it empties
/// when it ends. Both are plain stores to a cache line no other thread writes, made visible to the rare writer by
/// ``AsymmetricFence``: whoever retires objects unlinks them first, runs the heavy half of the fence, then frees them
/// only if no slot shows a read of the family in progress; otherwise they wait for the next retirement. A read that
/// entered after the fence loads the new links, so it cannot reach what was unlinked. A synchronous read never
/// suspends, so the reads of one thread end in the reverse order of their start, and only the outermost one's end
/// matters.
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

    /// Counts a read in progress on the calling thread's slot for the family `family`, and returns what
    /// ``leave(_:)`` needs.
    ///
    /// Inlined into every resolution, so kept to what a thread whose slot is cached needs: the slot is cached only
    /// where the fence is asymmetric (see ``ReaderSlot/claim(_:table:)``), so its light half is the compiler's
    /// ordering alone. Everything else is out of line, in ``enterUncached(family:)``.
    @inlinable @inline(__always)
    static func enter(family: Int) -> ReadToken {
        guard let cached = cdi_thread_slot() else { return enterUncached(family: family) }
        let token = announce(cached.assumingMemoryBound(to: Atomic<Int>.self), family: family)
        AsymmetricFence.light(asymmetric: true)
        return token
    }

    /// ``enter(family:)`` for a thread whose slot is not cached: its first read, or every read where the fence is
    /// not asymmetric (then with a full fence).
    @usableFromInline @inline(never)
    static func enterUncached(family: Int) -> ReadToken {
        let token = announce(ReaderSlot.current(ReaderSlot.key, table: ReaderSlot.table), family: family)
        AsymmetricFence.light(asymmetric: AsymmetricFence.isAsymmetric)
        return token
    }

    /// Records a read of `family` in `slot`: the outermost read stores its family, a read nested in one of the same
    /// family stores nothing, one nested in another family's goes to ``ReaderSlot/nest(_:family:)``.
    @inlinable @inline(__always)
    static func announce(_ slot: UnsafeMutablePointer<Atomic<Int>>, family: Int) -> ReadToken {
        let reading = slot[ReaderSlot.family].load(ordering: .relaxed)
        if reading == 0 {
            // Releasing: a writer that sees this family sees what the thread's earlier reads left before it.
            cdi_store_releasing(slot, family)
            return ReadToken(clearing: slot)
        }
        if reading == family { return ReadToken(clearing: nil) }
        return ReaderSlot.nest(slot, family: family)
    }

    /// Ends a read that ``enter(family:)`` counted: the one that stored a family in the slot stores 0 there.
    /// Releasing: a writer that sees the 0 also sees that this read is done with what it found, the retain of a
    /// returned instance included (``ReadToken`` says why that store is a C function).
    @inlinable @inline(__always)
    static func leave(_ token: ReadToken) {
        if let word = token.clearing { cdi_store_releasing(word, 0) }
    }

    /// Whether no lock-free read of this family is in progress: what was unlinked before this call may be freed.
    var areIdle: Bool {
        AsymmetricFence.heavy()
        return asyncReads.load(ordering: .acquiring) == 0 && ReaderSlot.noneReading(family: identity)
    }
}

/// What ``LockFreeReaders/leave(_:)`` needs: the word of the calling thread's slot that the read stored its family
/// in (the outermost read's, or the second family of a read nested in another family's), else `nil` (a read nested
/// in one of its own family changes nothing).
///
/// Both stores go through `cdi_store_releasing` (`CDIThreadSlot`), which keeps the retain of an instance that the
/// read returns before the store that ends the read: with an atomic store of Swift's own, the optimizer moved the
/// retain after it.
@usableFromInline
struct ReadToken {
    @usableFromInline let clearing: UnsafeMutablePointer<Atomic<Int>>?

    @inlinable @inline(__always)
    init(clearing word: UnsafeMutablePointer<Atomic<Int>>?) {
        clearing = word
    }
}
