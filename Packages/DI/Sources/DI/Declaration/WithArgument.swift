/// A parameter that receives the dependency registered for `Service` with the same runtime argument as the
/// registration being resolved.
///
/// Only meaningful in a registration that takes an argument
/// (``Container/autoregister(_:name:scope:argument:initializer:)-(_,_,_,_,(Argument,Dependency)->Service)``):
/// the feed URL a loader was resolved with is passed on to the cache of that URL.
///
/// ```swift
/// container.autoregister(CachedFeedLoader.self, argument: URL.self) {
///     (url: URL, cache: WithArgument<any FeedCache>) in
///     CachedFeedLoader(url: url, cache: cache.value)   // resolve((any FeedCache).self, argument: url)
/// }
/// ```
public struct WithArgument<Service> {
    /// The resolved dependency.
    public let value: Service

    /// Wraps `value`: to call a factory registered with markers directly, in a test for example.
    @inlinable
    public init(_ value: Service) {
        self.value = value
    }
}

extension WithArgument: Sendable where Service: Sendable {}

extension WithArgument: DependencyMarker {
    @inlinable
    static func parameter<Argument>(taking argument: Argument.Type) -> DeclaredParameter<Self, Argument> {
        DeclaredParameter(key: ServiceKey(Service.self, argumentType: Argument.self)) {
            resolver, key, argument throws(ResolutionError) in
            WithArgument(try resolver.resolve(declared: key, argument: argument))
        }
    }
}
