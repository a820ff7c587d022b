#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a pthread mutex, allocated with the value in one block.
///
/// Used instead of `Synchronization.Mutex` because on Linux the thread sanitizer does not see `Mutex`'s
/// lock and unlock (they live in the uninstrumented Synchronization library) and reports every access guarded by
/// it as a race; pthread mutexes are intercepted by the sanitizer. Not re-entrant: never call user code (a
/// factory) from `withLock`.
struct Lock<Value>: @unchecked Sendable {
    private let storage: LockStorage<Value>

    private init(storage: LockStorage<Value>) {
        self.storage = storage
    }

    /// Makes a lock guarding `value`.
    static func make(_ value: Value) -> Lock<Value> {
        Lock(storage: LockStorage.make(value))
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        storage.withLock(body)
    }
}

/// The value and its pthread mutex in one allocation.
private final class LockStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    static func make(_ value: Value) -> LockStorage<Value> {
        let buffer = LockStorage<Value>.create(minimumCapacity: 1) { _ in value }
        // `create` called on the subclass allocates the subclass.
        let storage = unsafeDowncast(buffer, to: LockStorage<Value>.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return storage
    }

    /// Destroys the mutex; `ManagedBuffer` itself deinitializes the value.
    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        withUnsafeMutablePointers { header, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&header.pointee)
        }
    }
}
