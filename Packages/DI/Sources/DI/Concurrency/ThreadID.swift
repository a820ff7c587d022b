#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The identity of the calling thread, used to recognise a thread that asks for an instance it is creating.
///
/// A synchronous resolution never suspends, so it stays on one thread from start to end.
struct ThreadID: Hashable, Sendable {
    private let raw: UInt

    /// The calling thread.
    static var current: ThreadID {
        // glibc's `pthread_t` is an integer; Musl's and Darwin's are pointers.
        #if canImport(Glibc)
            ThreadID(raw: UInt(pthread_self()))
        #else
            ThreadID(raw: UInt(bitPattern: pthread_self()))
        #endif
    }
}
