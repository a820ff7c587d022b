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
        #if canImport(Darwin)
            ThreadID(raw: UInt(bitPattern: pthread_self()))
        #else
            ThreadID(raw: UInt(pthread_self()))
        #endif
    }
}
