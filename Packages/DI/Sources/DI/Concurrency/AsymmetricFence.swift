import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full memory fence split in two: a free half for the frequent side (a lock-free read entering) and an expensive
/// half for the rare side (a writer about to free what it unlinked), which makes every other thread of the process
/// execute a full fence.
///
/// On Linux the heavy half is `membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED)` (Linux 4.14 and later): the kernel
/// interrupts every CPU running a thread of this process, and each executes a full barrier; a thread not running
/// passed through one when it was switched out. The light half is then only an ordering the compiler keeps (no
/// instruction on x86-64). Where that command is refused (an older kernel, a seccomp filter) and on other
/// platforms, both halves are ordinary sequentially consistent fences, which is correct but puts a fence back on
/// every read.
@usableFromInline
enum AsymmetricFence {
    /// Whether the heavy half is the kernel's: the light half need not fence. Decided once, by registering the
    /// process for expedited barriers.
    static let isAsymmetric: Bool = {
        #if os(Linux)
            return membarrier(command: registerPrivateExpedited) == 0
        #else
            return false
        #endif
    }()

    /// The light half, after a store whose order before the following loads it must keep: a fence only when the
    /// heavy half cannot make every thread fence.
    @inlinable @inline(__always)
    static func light(asymmetric: Bool) {
        if asymmetric {
            // Keeps the compiler from moving the reader's loads above its store; the CPU's reordering of them is
            // undone by the heavy half's barrier on this thread.
            atomicMemoryFence(ordering: .acquiringAndReleasing)
        } else {
            atomicMemoryFence(ordering: .sequentiallyConsistent)
        }
    }

    /// The heavy half: once it returns, every store another thread made before its last light half is visible here,
    /// and every load it makes after its next light half sees what this thread stored before.
    static func heavy() {
        #if os(Linux)
            if isAsymmetric { _ = membarrier(command: privateExpedited) }
        #endif
        // This thread's own full fence (the kernel's barrier orders the other threads), which also orders it with the
        // async readers' sequentially consistent increments.
        atomicMemoryFence(ordering: .sequentiallyConsistent)
    }

    #if os(Linux)
        private static let registerPrivateExpedited: Int32 = 1 << 4
        private static let privateExpedited: Int32 = 1 << 3

        /// `syscall(SYS_membarrier, command, 0, 0)`. `syscall` is variadic, which Swift cannot call, so it is
        /// called through a pointer of its integer-only signature: the Linux calling conventions of x86-64 and
        /// AArch64 pass these arguments alike to variadic and fixed functions.
        private static func membarrier(command: Int32) -> Int {
            typealias Syscall = @convention(c) (Int, Int32, UInt32, Int32) -> Int
            guard let number = membarrierNumber,
                let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syscall")
            else { return -1 }
            return unsafeBitCast(symbol, to: Syscall.self)(number, command, 0, 0)
        }

        /// `SYS_membarrier`, which Swift does not import (a macro of a macro): the kernel's number for each
        /// architecture the fixed-signature call above is known to suit.
        private static var membarrierNumber: Int? {
            #if arch(x86_64)
                return 324
            #elseif arch(arm64)
                return 283
            #else
                return nil
            #endif
        }
    #endif
}
