#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-shot gate: threads wait until it is opened once, then pass forever.
///
/// Built on a pthread mutex and condition variable (which the thread sanitizer understands) because
/// the `Lock` has no condition to wait on. Used only on the slow path, while an instance is created.
final class Latch: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var isOpen = false

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Opens the gate and wakes every waiting thread.
    func open() {
        pthread_mutex_lock(mutex)
        isOpen = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Blocks the calling thread until the gate is open.
    func wait() {
        pthread_mutex_lock(mutex)
        while !isOpen {
            pthread_cond_wait(condition, mutex)
        }
        pthread_mutex_unlock(mutex)
    }
}
