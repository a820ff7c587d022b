/// A parameter that receives the dependency registered for `Service` under the name `Name` stands for, with the
/// same runtime argument as the registration being resolved: ``Named`` and ``WithArgument`` at once.
///
/// ```swift
/// container.autoregister((any FeedLoader).self, name: .cached, argument: URL.self) {
///     (url: URL, remote: NamedWithArgument<any FeedLoader, Remote>, cache: WithArgument<any FeedCache>) in
///     FeedLoaderCacheDecorator(decoratee: remote.value, cache: cache.value)
/// }
/// ```
public struct NamedWithArgument<Service, Name: NameTag> {
    /// The resolved dependency.
    public let value: Service

    /// Wraps `value`: to call a factory registered with markers directly, in a test for example.
    @inlinable
    public init(_ value: Service) {
        self.value = value
    }
}

extension NamedWithArgument: Sendable where Service: Sendable {}

extension NamedWithArgument: DependencyMarker {
    @inlinable
    static func parameter<Argument>(taking argument: Argument.Type) -> DeclaredParameter<Self, Argument> {
        DeclaredParameter(key: ServiceKey(Service.self, name: Name.name, argumentType: Argument.self)) {
            resolver, key, argument throws(ResolutionError) in
            NamedWithArgument(try resolver.resolve(declared: key, argument: argument))
        }
    }
}
