/// A registration just made, to expose it under more types.
///
/// ```swift
/// container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader(store: store) }
///     .implements((any FeedLoader).self)
///     .implements((any FeedCache).self)
/// ```
public struct ServiceEntry<Service: Sendable>: Sendable {
    let container: Container
    let producer: Producer<Service>

    /// The key the registration was made under.
    public var key: ServiceKey { producer.key }

    /// Also exposes this registration as `type` (and `name`), sharing its lifetime and instance.
    ///
    /// The instance is cast to `type` when resolved: one that does not conform fails with kind `typeMismatch`
    /// (Swift cannot check the conformance of an existential at compile time). Like any registration, it
    /// replaces an earlier registration of `type` and `name`. It exposes the registration as decorated now, also
    /// when decorators were added after this entry was returned.
    ///
    /// - Parameters:
    ///   - type: another type the service conforms to, for example `(any FeedCache).self`.
    ///   - name: the name to expose it under, or `nil`.
    /// - Returns: the same entry, to chain more types.
    @discardableResult
    public func implements<Other>(_ type: Other.Type, name: ServiceName? = nil) -> ServiceEntry<Service> {
        let key = ServiceKey(type, name: name)
        let container = container
        container.installAlias(of: producer) { source in
            Alias<Service, Other>(key: key, source: source, sequence: container.nextSequence())
        }
        return self
    }
}
