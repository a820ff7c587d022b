#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed set of pthread mutexes shared by every ``InstanceSlot`` and ``FactoryRegistration``, chosen by the object's
/// address.
///
/// Their critical sections are a few loads and stores (never a factory, never another striped lock), so sharing
/// 64 mutexes costs nothing measurable, while a mutex per object cost an allocation, an initialisation and a
/// destruction for every registration. pthread mutexes, unlike `Synchronization.Mutex`, are understood by the
/// thread sanitizer.
enum StripedLocks {
    private static let count = 64
    /// Initialised once (a `static let` is initialised thread-safely) and never reassigned; the mutexes themselves
    /// are what makes the access safe.
    nonisolated(unsafe) private static let mutexes: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutexes = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
        for index in 0..<count {
            (mutexes + index).initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutexes + index, nil)
        }
        return mutexes
    }()

    /// Runs `body` holding the lock of `object`. `body` must not take a striped lock itself: the locks are not
    /// re-entrant, and two objects may share one.
    @inline(__always)
    static func withLock<Result>(for object: AnyObject, _ body: () -> Result) -> Result {
        let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object)))
        let mutex = mutexes + Int(((address >> 4) ^ (address >> 10)) & UInt(count - 1))
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
