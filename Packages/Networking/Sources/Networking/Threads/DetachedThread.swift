#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a POSIX thread that runs a closure and ends, detached: nobody joins it.
///
/// Foundation's `Thread` would do, but it lives in Foundation proper, which a product module does not import
/// (ARCHITECTURE.md, "FoundationEssentials only"). The thread has the system's default attributes, as `Thread`'s
/// had.
enum DetachedThread {
    /// Runs `body` on a new thread; returns `false` (and never runs `body`) when the system refuses one.
    @discardableResult
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(run: body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let status = pthread_create(
            &thread, &attributes,
            { context in
                let pointer: UnsafeMutableRawPointer? = context
                guard let pointer else { return nil }
                Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        return true
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
