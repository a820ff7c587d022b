extension Container {
    /// Wraps the registration of `type` (and `name`) made in this container: every instance it makes is passed
    /// through `decorator`, whatever path resolves it.
    ///
    /// ```swift
    /// container.decorate((any FeedLoader).self) { r, inner in
    ///     LoggingFeedLoader(decoratee: inner, logger: try r.resolve((any Logger).self))
    /// }
    /// ```
    ///
    /// Decorators apply in declaration order: the first wraps the factory's instance, the next wraps the first's
    /// result, so the last one declared is the outermost. They are registration-time configuration:
    /// - they apply on every resolution path (`resolve`, `resolveAll`, auto-wired and declared dependencies,
    ///   aliases made with ``Registration/implements(_:name:)``), for every lifetime, sync, async and main-actor;
    /// - a registration made later for the same key (a re-registration) is decorated too;
    /// - adding a decorator to a registration that already made its singleton drops that instance, as a
    ///   re-registration does: the next resolution makes a decorated one;
    /// - they decorate the registrations of this container only: a decorator for a key registered only in a
    ///   parent, or exposed by `implements`, decorates nothing, and ``validate()`` reports it.
    ///
    /// - Parameters:
    ///   - type: the registration's type, as registered: `(any FeedLoader).self`.
    ///   - name: the registration's name, or `nil` for the unnamed one.
    ///   - dependsOn: the services the decorator resolves, for ``validate()`` and the exported graph. Leave it
    ///     `nil` when the decorated registration is a closure validation may run: it then observes the decorator
    ///     too.
    ///   - decorator: gets the resolver and the instance to wrap, returns the instance to hand out.
    public func decorate<Service>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, dependsOn: [ServiceKey]? = nil,
        decorator: @escaping @Sendable (Resolver, Service) throws -> Service
    ) {
        let key = ServiceKey(type, name: name)
        add(Decorator(key: key, dependencies: dependsOn, body: DecoratorBody(decorator)))
    }

    /// Wraps the registration of `type` (and `name`) whose factory takes a runtime `Argument`; the decorator gets
    /// the argument too.
    ///
    /// ```swift
    /// container.decorate((any FeedLoader).self, name: "remote") { (r: Resolver, inner, url: URL) in
    ///     FeedLoaderCacheDecorator(decoratee: inner, cache: try r.resolve((any FeedCache).self, argument: url))
    /// }
    /// ```
    ///
    /// The same rules as ``decorate(_:name:dependsOn:decorator:)`` apply.
    ///
    /// - Parameters:
    ///   - type: the registration's type.
    ///   - name: the registration's name, or `nil`.
    ///   - dependsOn: the services the decorator resolves, for ``validate()`` and the exported graph.
    ///   - decorator: gets the resolver, the instance to wrap and the argument; returns the instance to hand out.
    public func decorate<Service, Argument>(
        _ type: Service.Type = Service.self, name: ServiceName? = nil, dependsOn: [ServiceKey]? = nil,
        decorator: @escaping @Sendable (Resolver, Service, Argument) throws -> Service
    ) {
        let key = ServiceKey(type, name: name, argumentType: Argument.self)
        add(Decorator(key: key, dependencies: dependsOn, body: ArgumentDecoratorBody(decorator)))
    }

    /// Records `decorator` and wraps the registrations of its key made here, if any: the one in force and the
    /// earlier ones of its collection.
    private func add(_ decorator: Decorator) {
        decorations.withLock { decorations in
            decorations[decorator.key, default: []].append(decorator)
            if parent != nil { forgetInheritedDecorations(of: decorator.key) }
            let current = state.withLock { _ in registrationMadeHere(for: decorator.key) }
            guard let original = current as? Decoratable, let decorated = original.decorated(by: [decorator]) else {
                return
            }
            install(decorated, replacing: true)
            var copies = [ObjectIdentifier(original): decorated]
            withState { state in
                state.decoratedCopies[decorated.record.sequence] = decorated
                let earlier = state.earlier[decorator.key] ?? []
                state.earlier[decorator.key] = earlier.map { registration in
                    guard let copy = (registration as? Decoratable)?.decorated(by: [decorator]) else {
                        return registration
                    }
                    copies[ObjectIdentifier(registration)] = copy
                    state.decoratedCopies[copy.record.sequence] = copy
                    state.retired.append(registration)
                    return copy
                }
            }
            rebindAliases(to: copies)
        }
    }

    /// Replaces `registration`, as it is now (its latest decorated copy), by `change`'s copy of it, wherever it stands:
    /// in force or earlier in its key's collection; its aliases follow. Returns the copy.
    func replace<Service>(
        _ registration: FactoryRegistration<Service>,
        by change: (FactoryRegistration<Service>) -> FactoryRegistration<Service>
    )
        -> FactoryRegistration<Service>
    {
        decorations.withLock { _ in
            let current = state.withLock { state in
                state.latestCopy(of: registration) as? FactoryRegistration<Service> ?? registration
            }
            let copy = change(current)
            if state.withLock({ _ in registrationMadeHere(for: current.key) }) === current {
                install(copy, replacing: true)
            }
            withState { state in
                state.earlier[current.key] = state.earlier[current.key]?.map { $0 === current ? copy : $0 }
                state.decoratedCopies[copy.record.sequence] = copy
                state.retired.append(current)
            }
            rebindAliases(to: [ObjectIdentifier(current): copy])
            return copy
        }
    }

    /// Points the aliases of the registrations `copies` replaced at their copies.
    private func rebindAliases(to copies: [ObjectIdentifier: AnyRegistration]) {
        let aliases = state.withLock { _ in registrationsMadeHere().compactMap { $0 as? SourceRebindable } }
        for alias in aliases {
            guard let copy = copies[ObjectIdentifier(alias.sourceRegistration)] else { continue }
            if let rebound = alias.rebound(to: copy) { install(rebound, replacing: true) }
        }
        withState { state in
            for (key, earlier) in state.earlier {
                state.earlier[key] = earlier.map { registration in
                    guard let alias = registration as? SourceRebindable,
                        let copy = copies[ObjectIdentifier(alias.sourceRegistration)],
                        let rebound = alias.rebound(to: copy)
                    else { return registration }
                    state.retired.append(registration)
                    return rebound
                }
            }
        }
    }

    /// Installs a new registration, wrapped by the decorators declared for its key, and returns what was installed.
    func installDecorated(_ registration: AnyRegistration) -> AnyRegistration {
        decorations.withLock { decorations in
            var installed = registration
            // Most containers have no decorators and no parent: no key to hash, no list to make then.
            if !decorations.isEmpty || parent != nil {
                var decorators = decorations[registration.key] ?? []
                if parent != nil { decorators = ancestorDecorators(of: registration.key) + decorators }
                if !decorators.isEmpty, let decoratable = registration as? Decoratable,
                    let decorated = decoratable.decorated(by: decorators)
                {
                    installed = decorated
                }
            }
            install(installed)
            return installed
        }
    }

    /// Installs the alias `makeAlias` makes of `registration` as it is now: the decorated copy that replaced it, when
    /// decorators were added since it was registered, so that a `Registration` kept from before a decoration does not
    /// expose the undecorated factory. (Under the decorations lock, so a decorator added at the same time re-points
    /// the alias too.)
    func installAlias<Source>(
        of registration: FactoryRegistration<Source>, _ makeAlias: (FactoryRegistration<Source>) -> AnyRegistration
    ) {
        decorations.withLock { _ in
            let current = state.withLock { state in state.latestCopy(of: registration) }
            let source = current as? FactoryRegistration<Source> ?? registration
            let alias = makeAlias(source)
            source.addAlias(alias)
            install(alias)
        }
    }

    /// Installs the alias `makeAlias` makes of the argument registration `source` as it is now (its latest
    /// decorated copy).
    func installArgumentAlias(of source: any Aliasable, _ makeAlias: (any Aliasable) -> AnyRegistration) {
        decorations.withLock { _ in
            let current = state.withLock { state in state.latestCopy(of: source) as? any Aliasable ?? source }
            install(makeAlias(current))
        }
    }

    /// The decorators declared in this container, by key.
    var decorators: [ServiceKey: [Decorator]] {
        decorations.withLock { $0 }
    }
}
