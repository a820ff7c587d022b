extension Container {
    /// Removes every registration made in this container (not its parent's), with their cached instances.
    ///
    /// Meant for tests. Instances are not disposed: call ``shutdown()`` first for that. A lock-free reader on
    /// another thread may still be reading a removed instance, so their memory is reclaimed when the container
    /// is deallocated.
    public func reset() {
        let removed = table.removeAll()
        state.withLock { state in
            state.retired += removed.map { $0 as any SendableObject }
            state.createdSingletons.removeAll()
        }
    }

    /// Stops handing out the cached instances of `lifetime` in this container: the next resolution creates new
    /// ones. Meant for tests.
    ///
    /// `.singleton` and `.weak` instances are cached by the container; `.scoped` ones by their ``Scope`` and
    /// `.graph` ones by a single resolution, so for those this does nothing. Released instances are not
    /// disposed; their memory is reclaimed when the container is deallocated (a lock-free reader may still be
    /// reading them).
    ///
    /// - Parameter lifetime: the lifetime whose instances to release.
    public func releaseInstances(of lifetime: Lifetime) {
        state.withLock { state in
            for binding in registeredBindings() {
                state.retired += binding.releaseInstances(of: lifetime)
            }
            if lifetime == .singleton {
                state.createdSingletons.removeAll()
            }
        }
    }

    /// Disposes the singletons created by this container that are ``Disposable``, newest first, and releases
    /// every singleton: a later resolution creates a new one.
    ///
    /// Call it when the app (or a test) ends. Child containers and scopes are shut down or closed on their own.
    public func shutdown() async {
        let disposables = state.withLock { state in
            for binding in registeredBindings() {
                state.retired += binding.releaseInstances(of: .singleton)
            }
            defer { state.createdSingletons.removeAll() }
            return state.createdSingletons.compactMap { $0.boxedValue as? any Disposable }
        }
        for disposable in disposables.reversed() {
            await disposable.dispose()
        }
    }

    /// Records a newly created singleton so that ``shutdown()`` disposes it if it is `Disposable`.
    func adopt<Service>(_ box: Box<Service>) {
        state.withLock { $0.createdSingletons.append(box) }
    }
}
