import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread's announcement of its lock-free reads: two atomics (the nesting depth, the family read at depth 0) on
/// a cache line of their own, made on the thread's first read, found again through a thread-specific key, and
/// freed when the thread exits. Every slot is listed for the writers' scan.
@usableFromInline
enum ReaderSlot {
    /// The index of the depth in a slot.
    @usableFromInline static var depth: Int { 0 }
    /// The index of the family in a slot: the family of the outermost read.
    @usableFromInline static var family: Int { 1 }
    /// The index of a second family, read nested in the first one's read (validation's throw-away container, a
    /// factory resolving from another container); 0 when none.
    @usableFromInline static var innerFamily: Int { 2 }
    /// The family of a slot whose reads span several families: it holds back all of them.
    @usableFromInline static var anyFamily: Int { -1 }
    /// A slot's size in atomics: 128 bytes, past the adjacent-line prefetch.
    private static let width = 16

    /// The key of the calling thread's slot, made once per process; its destructor frees an exiting thread's slot.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key) { slot in
            guard let slot else { return }
            ReaderSlot.unlist(slot.assumingMemoryBound(to: Atomic<Int>.self))
        }
        return key
    }()

    /// Every thread's slot, for the writers' scan; also the lock of listing and unlisting.
    private static let listed = Lock<[UnsafeMutablePointer<Atomic<Int>>]>.make([])

    /// The calling thread's slot, made on its first read.
    @inlinable @inline(__always)
    static func current(_ key: pthread_key_t) -> UnsafeMutablePointer<Atomic<Int>> {
        if let slot = pthread_getspecific(key) { return slot.assumingMemoryBound(to: Atomic<Int>.self) }
        return make(key)
    }

    /// Makes, lists and keeps the calling thread's slot.
    @usableFromInline
    static func make(_ key: pthread_key_t) -> UnsafeMutablePointer<Atomic<Int>> {
        let slot = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: width)
        for index in 0..<width {
            (slot + index).initialize(to: Atomic(0))
        }
        listed.withLock { $0.append(slot) }
        _ = pthread_setspecific(key, slot)
        return slot
    }

    /// Records a read of `family` nested in the slot's read of another: as its second family, or, past two, by
    /// holding back every family until the outermost read ends.
    @usableFromInline
    static func nest(_ slot: UnsafeMutablePointer<Atomic<Int>>, family: Int) {
        let inner = slot[innerFamily].load(ordering: .relaxed)
        if inner == family { return }
        if inner == 0 {
            slot[innerFamily].store(family, ordering: .relaxed)
        } else {
            slot[ReaderSlot.family].store(anyFamily, ordering: .relaxed)
        }
    }

    /// Unlists and frees the slot of a thread that exits (no read of its own can be in progress then).
    private static func unlist(_ slot: UnsafeMutablePointer<Atomic<Int>>) {
        listed.withLock { slots in slots.removeAll { $0 == slot } }
        slot.deinitialize(count: width)
        slot.deallocate()
    }

    /// Whether no thread shows a read of `family` in progress; after ``AsymmetricFence/heavy()``.
    static func noneReading(family: Int) -> Bool {
        listed.withLock { slots in
            for slot in slots where slot[depth].load(ordering: .acquiring) != 0 {
                let reading = slot[ReaderSlot.family].load(ordering: .relaxed)
                if reading == family || reading == anyFamily { return false }
                if slot[innerFamily].load(ordering: .relaxed) == family { return false }
            }
            return true
        }
    }
}
