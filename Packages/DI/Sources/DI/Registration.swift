/// A registration just made, to expose it under more types.
///
/// ```swift
/// container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader(store: store) }
///     .implements((any FeedLoader).self)
///     .implements((any FeedCache).self)
/// ```
public struct ServiceEntry<Service: Sendable>: Sendable {
    let container: Container
    /// A `Producer<Service>`, or an `ArgumentProducer` of `Service` for a registration with a runtime argument.
    let registration: AnyBinding

    init(container: Container, producer: Producer<Service>) {
        self.container = container
        registration = producer
    }

    init<Argument>(container: Container, argumentProducer: ArgumentProducer<Service, Argument>) {
        self.container = container
        registration = argumentProducer
    }

    /// The registration, when it takes no runtime argument.
    var producer: Producer<Service>? { registration as? Producer<Service> }

    /// The key the registration was made under.
    public var key: ServiceKey { registration.key }

    /// Also exposes this registration as `type` (and `name`), sharing its lifetime and instance.
    ///
    /// The instance is cast to `type` when resolved: one that does not conform fails with kind `typeMismatch`
    /// (Swift cannot check the conformance of an existential at compile time). Like any registration, it
    /// replaces an earlier registration of `type` and `name`. It exposes the registration as decorated now, also
    /// when decorators were added after this entry was returned.
    ///
    /// For a registration with a runtime argument, the alias takes the same argument:
    /// `resolve((any FeedCache).self, argument: url)`.
    ///
    /// - Parameters:
    ///   - type: another type the service conforms to, for example `(any FeedCache).self`.
    ///   - name: the name to expose it under, or `nil`.
    /// - Returns: the same entry, to chain more types.
    @discardableResult
    public func implements<Other>(_ type: Other.Type, name: ServiceName? = nil) -> ServiceEntry<Service> {
        let container = container
        if let producer {
            let key = ServiceKey(type, name: name)
            container.installAlias(of: producer) { source in
                Alias<Service, Other>(key: key, source: source, sequence: container.nextSequence())
            }
        } else if let source = registration as? any Aliasable {
            container.installArgumentAlias(of: source) { current in
                current.alias(as: type, name: name, sequence: container.nextSequence())
            }
        }
        return self
    }
}
