import CDIThreadSlot
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread's announcement of its lock-free reads: atomics (the family of the read in progress, a second family
/// read nested in it) on a cache line of their own, claimed on the thread's first read and given back when it exits.
///
/// A thread's slot is cached in a C thread-local variable (`CDIThreadSlot`; Swift has none it can read inline), one
/// load relative to the thread pointer on Linux. Without the cache (its first read, or a platform without
/// `_Thread_local`) the slot is the entry of a fixed table at the hash of the thread's `pthread_self()`, unique
/// among live threads, which the entry records as its owner. A thread whose entry another thread owns gets a slot
/// of its own instead, found through a thread-specific key (a slower libc call). The key's destructor gives a
/// thread's slot back when it exits, and empties the cache.
@usableFromInline
enum ReaderSlot {
    /// The index of the family of the outermost read in progress in a slot; 0 when the thread is not reading.
    @usableFromInline static var family: Int { 0 }
    /// The index of a second family, read nested in the first one's read (validation's throw-away container, a
    /// factory resolving from another container); 0 when none.
    @usableFromInline static var innerFamily: Int { 1 }
    /// The index of the owning thread's identity in a table entry; 0 when the entry is free.
    @usableFromInline static var owner: Int { 3 }
    /// The entries of the table: a power of two.
    @usableFromInline static var entries: Int { 256 }
    /// The family of a slot whose reads span several families: it holds back all of them.
    @usableFromInline static var anyFamily: Int { -1 }
    /// A slot's size in atomics, as a power of two: 16 atomics, 128 bytes, past the adjacent-line prefetch.
    @usableFromInline static var widthShift: Int { 4 }
    private static var width: Int { 1 << widthShift }

    /// The table of slots, made once per process and never freed.
    /// (Sendable: only ever used atomically.)
    nonisolated(unsafe) static let table: UnsafeMutablePointer<Atomic<Int>> = {
        let table = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: entries << widthShift)
        for index in 0..<(entries << widthShift) {
            (table + index).initialize(to: Atomic(0))
        }
        return table
    }()

    /// The key of the calling thread's slot, made once per process; its destructor frees an exiting thread's slot.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key) { slot in
            guard let slot else { return }
            ReaderSlot.giveBack(slot.assumingMemoryBound(to: Atomic<Int>.self))
        }
        return key
    }()

    /// The slots made for threads whose table entry another thread owns, for the writers' scan; also the lock of
    /// claiming and giving back.
    private static let listed = Lock<[UnsafeMutablePointer<Atomic<Int>>]>.make([])

    /// The calling thread's identity: its `pthread_self()`, never 0.
    @inlinable @inline(__always)
    static var identity: Int {
        // glibc's `pthread_t` is an integer; Musl's and Darwin's are pointers.
        #if canImport(Glibc)
            Int(bitPattern: UInt(pthread_self()))
        #else
            Int(bitPattern: UInt(bitPattern: pthread_self()))
        #endif
    }

    /// The calling thread's slot, not cached: its entry in `table` when it owns it, else the one found through `key`
    /// or claimed now.
    static func current(_ key: pthread_key_t, table: UnsafeMutablePointer<Atomic<Int>>) -> UnsafeMutablePointer<
        Atomic<Int>
    > {
        let me = identity
        let entry = table + (home(of: me) &<< widthShift)
        if entry[owner].load(ordering: .relaxed) == me { return entry }
        return claim(key, table: table)
    }

    /// The index of the entry of the thread `identity`: a multiplicative hash, since threads' identities are
    /// addresses megabytes apart.
    @inlinable @inline(__always)
    static func home(of identity: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: identity) &* 0x9E37_79B9_7F4A_7C15) &>> 56) & (entries - 1)
    }

    /// Claims the calling thread's table entry, or, when another thread owns it, makes and lists a slot of its own
    /// (kept through `key`, where a later call finds it), and caches the slot.
    @usableFromInline
    static func claim(_ key: pthread_key_t, table: UnsafeMutablePointer<Atomic<Int>>) -> UnsafeMutablePointer<
        Atomic<Int>
    > {
        if let slot = pthread_getspecific(key) {
            cache(slot)
            return slot.assumingMemoryBound(to: Atomic<Int>.self)
        }
        let me = identity
        let entry = table + (home(of: me) &<< widthShift)
        let slot = listed.withLock { slots in
            if entry[owner].compareExchange(expected: 0, desired: me, ordering: .relaxed).exchanged { return entry }
            let slot = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: width)
            for index in 0..<width {
                (slot + index).initialize(to: Atomic(0))
            }
            slots.append(slot)
            return slot
        }
        // Set for the entry too, so that the key's destructor gives it back.
        _ = pthread_setspecific(key, slot)
        cache(UnsafeMutableRawPointer(slot))
        return slot
    }

    /// Caches `slot` as the calling thread's, where the fence is asymmetric: a read that finds its slot cached
    /// needs no fence of its own (``LockFreeReaders/enter(family:)``), so elsewhere none is cached.
    private static func cache(_ slot: UnsafeMutableRawPointer) {
        if AsymmetricFence.isAsymmetric { cdi_set_thread_slot(slot) }
    }

    /// Records a read of `family` nested in the slot's read of another: as its second family, or, past two, by
    /// holding back every family until the outermost read ends. Returns the word to empty when the nested read
    /// ends: the second family when this read stored it, else none (the read that stored it empties it).
    @usableFromInline
    static func nest(_ slot: UnsafeMutablePointer<Atomic<Int>>, family: Int) -> ReadToken {
        let inner = slot[innerFamily].load(ordering: .relaxed)
        if inner == family { return ReadToken(clearing: nil) }
        if inner == 0 {
            cdi_store_releasing(slot + innerFamily, family)
            return ReadToken(clearing: slot + innerFamily)
        }
        slot[ReaderSlot.family].store(anyFamily, ordering: .relaxed)
        return ReadToken(clearing: nil)
    }

    /// Gives back the slot of a thread that exits (no read of its own can be in progress then): empties the cache
    /// (a later destructor's resolution claims a slot again), frees its table entry, or unlists and frees the slot
    /// made for it.
    private static func giveBack(_ slot: UnsafeMutablePointer<Atomic<Int>>) {
        cdi_set_thread_slot(nil)
        let inTable = slot >= table && slot < table + (entries << widthShift)
        listed.withLock { slots in
            if inTable {
                slot[owner].store(0, ordering: .relaxed)
            } else {
                slots.removeAll { $0 == slot }
            }
        }
        guard !inTable else { return }
        slot.deinitialize(count: width)
        slot.deallocate()
    }

    /// Whether no thread shows a read of `family` in progress; after ``AsymmetricFence/heavy()``.
    static func noneReading(family: Int) -> Bool {
        listed.withLock { slots in
            for index in 0..<entries where isReading(table + (index << widthShift), family) { return false }
            for slot in slots where isReading(slot, family) { return false }
            return true
        }
    }

    /// Whether `slot` shows a read of `family` in progress.
    private static func isReading(_ slot: UnsafeMutablePointer<Atomic<Int>>, _ family: Int) -> Bool {
        let reading = slot[ReaderSlot.family].load(ordering: .acquiring)
        guard reading != 0 else { return false }
        return reading == family || reading == anyFamily || slot[innerFamily].load(ordering: .relaxed) == family
    }
}
