extension Container {
    /// Removes every registration made in this container (not its parent's), with their cached instances.
    ///
    /// Meant for tests. Instances are not disposed: call ``shutdown()`` first for that. Their memory is freed once
    /// no resolution from this container's family (it, its parent and children) is in progress.
    public func reset() {
        let removed = table.removeAll()
        withState { state in
            state.retired.append(removed)
            state.retired += state.earlier.values.joined().map { $0 as any SendableObject }
            state.earlier.removeAll()
            state.decoratedCopies.removeAll()
            state.createdSingletons.removeAll()
        }
    }

    /// Stops handing out the cached instances of `lifetime` in this container: the next resolution creates new
    /// ones. Meant for tests.
    ///
    /// `.singleton` and `.weak` instances are cached by the container; `.scoped` ones by their ``Scope`` and
    /// `.graph` ones by a single resolution, so for those this does nothing. Released instances are not
    /// disposed; their memory is freed once no resolution from this container's family is in progress.
    ///
    /// - Parameter lifetime: the lifetime whose instances to release.
    public func releaseInstances(of lifetime: Lifetime) {
        withState { state in
            for registration in allRegistrationsMadeHere(state) {
                state.retired += registration.releaseInstances(of: lifetime)
            }
            if lifetime == .singleton {
                state.createdSingletons.removeAll()
            }
        }
    }

    /// Stops handing out the cached instances of one service in this container (every registration of `type` and
    /// `name` and their `implements` aliases): its next resolution creates a new one. Other services keep theirs.
    ///
    /// ```swift
    /// container.releaseInstances(of: (any FeedStore).self)   // after a test changed the store's file
    /// ```
    ///
    /// As `releaseInstances(of: .singleton)`: meant for tests; released instances are not disposed.
    ///
    /// - Parameters:
    ///   - type: the service type, as registered.
    ///   - name: the registration's name, or `nil` for the unnamed one.
    public func releaseInstances<Service>(of type: Service.Type, name: ServiceName? = nil) {
        let key = ServiceKey(type, name: name)
        withState { state in
            var released: [any SendableObject] = []
            for registration in allRegistrationsMadeHere(state) where registration.key == key {
                released += registration.releaseInstances(of: registration.record.lifetime)
            }
            // Forgotten here too: a released singleton is no longer this container's to dispose, nor to keep.
            let identities = Set(released.map { ObjectIdentifier($0) })
            state.createdSingletons.removeAll { identities.contains($0.outermost) }
            state.retired += released
        }
    }

    /// Shuts the container down, for good: disposes the singletons it created that are ``Disposable`` (main-actor
    /// ones included), newest first, each once, and from then on every resolution from it, its child containers and
    /// their scopes fails with kind `containerShutDown` (a disposed instance never comes back, and no new singleton
    /// is made). ``reset()`` does not reopen it: make a new container.
    ///
    /// Call it when the app (or a test) ends. The singletons of child containers are disposed by their own
    /// `shutdown()`; open scopes are closed on their own.
    public func shutdown() async {
        let disposables = withState { state in
            flags.bitwiseOr(ContainerFlags.shutDown, ordering: .relaxed)
            for registration in allRegistrationsMadeHere(state) {
                state.retired += registration.releaseInstances(of: .singleton)
            }
            defer { state.createdSingletons.removeAll() }
            return state.createdSingletons.compactMap { $0.box.boxedValue as? any Disposable }
        }
        shutDownDescendants()
        await Disposal.dispose(disposables.reversed())
    }

    /// Marks every child container (and theirs) shut down and stops their published singletons from being handed
    /// out; they keep them for their own ``shutdown()`` to dispose.
    private func shutDownDescendants() {
        var pending = state.withLock { $0.children.compactMap(\.container) }
        while let child = pending.popLast() {
            pending += child.withState { state in
                child.flags.bitwiseOr(ContainerFlags.shutDown, ordering: .relaxed)
                for registration in child.allRegistrationsMadeHere(state) {
                    state.retired += registration.releaseInstances(of: .singleton)
                }
                return state.children.compactMap(\.container)
            }
        }
    }

    /// The error for a resolution of `key` from a container that was shut down.
    @usableFromInline
    func shutDownError(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(
            .containerShutDown, at: key,
            reason: "\(key) was asked of a container that was shut down: make a new container")
    }

    /// Throws ``shutDownError(_:)`` when this container was shut down.
    func checkOpen(_ key: ServiceKey) throws(ResolutionError) {
        if isShutDown { throw shutDownError(key) }
    }

    /// The resolver of a top-level resolution of `key` outside any scope, once the container is known open.
    func openResolver(for key: ServiceKey) throws(ResolutionError) -> Resolver {
        try checkOpen(key)
        return topLevelResolver(scope: nil)
    }

    /// Records a newly created singleton so that ``shutdown()`` disposes it; `false`, recording nothing, when the
    /// container was shut down meanwhile (the caller then hands nothing out).
    func adopt<Service>(_ box: Box<Service>) -> Bool {
        state.withLock { state in
            guard !isShutDown else { return false }
            state.createdSingletons.append(CreatedSingleton(box: box, outermost: ObjectIdentifier(box)))
            return true
        }
    }

    /// Records the layers of a decorated singleton, innermost first, as ``adopt(_:)`` does for one box.
    func adopt(_ boxes: [any AnyBox]) -> Bool {
        state.withLock { state in
            guard !isShutDown else { return false }
            guard let outermost = boxes.last else { return true }
            state.createdSingletons += boxes.map { CreatedSingleton(box: $0, outermost: ObjectIdentifier(outermost)) }
            return true
        }
    }
}
