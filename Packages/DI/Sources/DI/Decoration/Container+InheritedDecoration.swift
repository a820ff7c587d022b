import Synchronization

/// Decorators a child container adds for a key registered only in an ancestor.
///
/// The child wraps what the ancestor's registration makes in a registration of its own (an inherited
/// decoration): for a singleton, the child caches and disposes its wrapper, and the ancestor keeps handing out,
/// and disposing, its undecorated instance. One wrapper per ancestor registration, made on first use.
extension Container {
    /// The wrapper this container puts around the ancestor registration of `key` and `name`, when it declared
    /// decorators for that key; `nil` otherwise.
    @usableFromInline
    func inheritedDecoration(for key: LookupKey, name: ServiceName?) -> Unmanaged<AnyRegistration>? {
        let decorators = decorations.withLock { decorations in
            decorations.first { $0.key.lookup.matches(key) && $0.key.name?.rawValue == name?.rawValue }
        }
        guard let decorators, let parent, let found = parent.registration(for: key, name: name) else { return nil }
        let source = found.registration.takeUnretainedValue()
        let wrapper: AnyRegistration? = state.withLock { state in
            if let existing = state.inheritedDecorations[ObjectIdentifier(source)] { return existing }
            let owner = ancestor(found.level + 1)
            guard let made = (source as? InheritedDecoratable)?.wrapped(by: decorators.value, from: owner) else {
                return nil
            }
            state.inheritedDecorations[ObjectIdentifier(source)] = made
            return made
        }
        return wrapper.map { Unmanaged.passUnretained($0) }
    }

    /// Forgets the wrappers made for `key`, after a decorator was added for it: the next use makes new ones.
    func forgetInheritedDecorations(of key: ServiceKey) {
        decoratesInherited.store(true, ordering: .relaxed)
        withState { state in
            let stale = state.inheritedDecorations.filter { $0.value.key == key }
            for (identity, wrapper) in stale {
                state.inheritedDecorations[identity] = nil
                state.retired.append(wrapper)
            }
        }
    }

    /// The decorators declared for `key` by the ancestors of this container, farthest first.
    func ancestorDecorators(of key: ServiceKey) -> [Decorator] {
        var chain: [[Decorator]] = []
        var container = parent
        while let current = container {
            chain.append(current.decorations.withLock { $0[key] ?? [] })
            container = current.parent
        }
        return chain.reversed().flatMap { $0 }
    }

    /// How many levels up from this container `owner` is, if it is this one or an ancestor.
    func distance(to owner: Container) -> Int? {
        var level = 0
        var container: Container? = self
        while let current = container {
            if current === owner { return level }
            level += 1
            container = current.parent
        }
        return nil
    }
}

/// A registration a child container's decorators can wrap.
protocol InheritedDecoratable: AnyRegistration {
    /// A registration of the same key and lifetime that resolves this one, found in `owner`, and wraps it with
    /// `decorators`; it never disposes what this one made. `nil` when a body does not fit the service type.
    func wrapped(by decorators: [Decorator], from owner: Container) -> AnyRegistration?
}

extension FactoryRegistration: InheritedDecoratable {
    func wrapped(by decorators: [Decorator], from owner: Container) -> AnyRegistration? {
        let bodies = decorators.compactMap { $0.body as? DecoratorBody<Service> }
        guard bodies.count == decorators.count else { return nil }
        let factory: Factory<Service>
        switch self.factory {
        case .sync:
            factory = .sync { resolver in
                try self.produce(Request(resolver: resolver, level: try self.level(of: owner, from: resolver)))
            }
        case .async:
            factory = .async { resolver in
                try await self.produceAsync(
                    Request(resolver: resolver, level: try self.level(of: owner, from: resolver)))
            }
        }
        return FactoryRegistration(
            key: key, record: record, factory: factory, layers: bodies, ownsBase: false, makeBox: makeBox)
    }

    /// How many levels up from the resolving container this registration's container, `owner`, is.
    private func level(of owner: Container, from resolver: Resolver) throws(ResolutionError) -> Int {
        guard let level = resolver.container.distance(to: owner) else {
            throw ResolutionError(.missingRegistration, reason: "\(key) is not visible from the resolving container")
        }
        return level
    }
}
