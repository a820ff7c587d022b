/// A registration, as `register` returns it: to expose it under more types, or add an action.
///
/// ```swift
/// container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader(store: store) }
///     .implements((any FeedLoader).self)
///     .implements((any FeedCache).self)
/// ```
public struct Registration<Service: Sendable>: Sendable {
    let container: Container
    /// A `FactoryRegistration<Service>`, or an `ArgumentRegistration` of `Service` for a registration with a
    /// runtime argument, as installed.
    let installed: AnyRegistration

    init(container: Container, registration: FactoryRegistration<Service>) {
        self.container = container
        installed = registration
    }

    init<Argument>(container: Container, argumentRegistration: ArgumentRegistration<Service, Argument>) {
        self.container = container
        installed = argumentRegistration
    }

    /// The installed registration, when it takes no runtime argument.
    var factoryRegistration: FactoryRegistration<Service>? { installed as? FactoryRegistration<Service> }

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
    /// `resolve((any FeedCache).self, argument: url)`.
    ///
    /// - Parameters:
    ///   - type: another type the service conforms to, for example `(any FeedCache).self`.
    ///   - name: the name to expose it under, or `nil`.
    /// - Returns: the same registration, to chain more types.
    @discardableResult
    public func implements<Other>(_ type: Other.Type, name: ServiceName? = nil) -> Registration<Service> {
        let container = container
        if let registration = factoryRegistration {
            let key = ServiceKey(type, name: name)
            container.installAlias(of: registration) { source in
                AliasRegistration<Service, Other>(key: key, source: source, sequence: container.nextSequence())
            }
        } else if let source = installed as? any Aliasable {
            container.installArgumentAlias(of: source) { current in
                current.alias(as: type, name: name, sequence: container.nextSequence())
            }
        }
        return self
    }
}
