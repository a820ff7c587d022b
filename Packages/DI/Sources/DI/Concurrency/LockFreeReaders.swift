import Synchronization

/// Counts the lock-free reads in progress in one family of containers (a root and the children made from it), so
/// that what such a read may still hold (a replaced table array or registration, an unpublished instance) is freed
/// only once no read is in progress.
///
/// A read enters before its first lock-free load and leaves once it no longer uses anything it found: one atomic
/// increment and one decrement on a counter of its own stripe, chosen by the address of the reader's stack, so that
/// threads reading at once mostly count on different cache lines. Whoever retires objects unlinks them first, then
/// frees them only when every stripe reads zero; otherwise they wait for the next retirement. A read that enters
/// after the stripes read zero loads the new links, so it cannot reach what was unlinked.
@usableFromInline
final class LockFreeReaders: @unchecked Sendable {
    /// The stripes; a power of two.
    @usableFromInline static var stripes: Int { 8 }
    /// The distance between two stripes' counters, in counters, as a power of two: 16 counters, 128 bytes, past
    /// the adjacent-line prefetch.
    @usableFromInline static var spacingShift: Int { 4 }
    /// The lowest bit of a stack address that picks the stripe: threads' stacks are megabytes apart, so the bits
    /// above 8 MiB tell most of them apart.
    @usableFromInline static var stackShift: Int { 23 }

    /// The counters: one per stripe, `1 << spacingShift` apart.
    @usableFromInline let counters: UnsafeMutablePointer<Atomic<Int>>

    private static var count: Int { stripes << spacingShift }

    init() {
        counters = .allocate(capacity: LockFreeReaders.count)
        for index in 0..<LockFreeReaders.count {
            (counters + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        counters.deinitialize(count: LockFreeReaders.count)
        counters.deallocate()
    }

    /// Counts a read in progress on the caller's stripe of `counters` (a ``LockFreeReaders``' counters) and
    /// returns that stripe's counter, for ``leave(_:)``.
    ///
    /// Sequentially consistent, as are the loads a read makes of what writers unlink: a writer that reads every
    /// stripe as zero after unlinking knows that every later read sees the new links.
    @inlinable @inline(__always)
    static func enter(_ counters: UnsafeMutablePointer<Atomic<Int>>) -> UnsafeMutablePointer<Atomic<Int>> {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // The stripe's bits, shifted straight to the counter's index.
        let index = (address &>> (stackShift - spacingShift)) & UInt((stripes - 1) << spacingShift)
        let counter = counters + Int(truncatingIfNeeded: index)
        counter[0].wrappingAdd(1, ordering: .sequentiallyConsistent)
        return counter
    }

    /// Ends a read that ``enter(_:)`` counted on `counter`.
    @inlinable @inline(__always)
    static func leave(_ counter: UnsafeMutablePointer<Atomic<Int>>) {
        counter[0].wrappingSubtract(1, ordering: .releasing)
    }

    /// Whether no lock-free read is in progress: what was unlinked before this call may be freed.
    var areIdle: Bool {
        for stripe in 0..<LockFreeReaders.stripes
        where counters[stripe << LockFreeReaders.spacingShift].load(ordering: .sequentiallyConsistent) != 0 {
            return false
        }
        return true
    }
}
