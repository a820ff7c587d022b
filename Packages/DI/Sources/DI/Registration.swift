/// A registration, as `register` returns it: to expose it under more types, or add an action.
///
/// ```swift
/// container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader(store: store) }
///     .implements((any FeedLoader).self)
///     .implements((any FeedCache).self)
/// ```
public struct Registration<Service>: Sendable {
    let container: Container
    /// A `FactoryRegistration<Service>`, an `ArgumentRegistration` of `Service` for a registration with a runtime
    /// argument, or a `MainActorRegistration<Service>`, as installed.
    let installed: AnyRegistration

    init(container: Container, installed: AnyRegistration) {
        self.container = container
        self.installed = installed
    }

    /// The key the registration was made under.
    public var key: ServiceKey { installed.key }

    /// Also exposes this registration as `type` (and `name`), sharing its lifetime and instance.
    ///
    /// The instance is cast to `type` when resolved: one that does not conform fails with kind `typeMismatch`
    /// (Swift cannot check the conformance of an existential at compile time). Like any registration, it
    /// replaces an earlier registration of `type` and `name`. It exposes the registration as decorated now, also
    /// when decorators were added after this registration was returned.
    ///
    /// For a registration with a runtime argument, the alias takes the same argument:
    /// `resolve((any FeedCache).self, argument: url)`. For a main-actor registration, the alias is main-actor too:
    /// `resolveMainActor((any FeedScreen).self)`.
    ///
    /// - Parameters:
    ///   - type: another type the service conforms to, for example `(any FeedCache).self`.
    ///   - name: the name to expose it under, or `nil`.
    /// - Returns: the same registration, to chain more types.
    @discardableResult
    public func implements<Other>(_ type: Other.Type, name: ServiceName? = nil) -> Registration<Service> {
        installed.exposeAlias(as: type, name: name, in: container)
        return self
    }
}

extension Registration where Service: Sendable {
    init(container: Container, registration: FactoryRegistration<Service>) {
        self.init(container: container, installed: registration)
    }

    init<Argument>(container: Container, argumentRegistration: ArgumentRegistration<Service, Argument>) {
        self.init(container: container, installed: argumentRegistration)
    }

    /// The installed registration, when it takes no runtime argument.
    var factoryRegistration: FactoryRegistration<Service>? { installed as? FactoryRegistration<Service> }
}
