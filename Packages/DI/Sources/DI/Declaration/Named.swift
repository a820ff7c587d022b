/// A parameter that receives the dependency registered for `Service` under the name `Name` stands for.
///
/// ```swift
/// enum Remote: NameTag { static let name: ServiceName = "remote" }
///
/// container.autoregister(FeedViewModel.self) { (loader: Named<any FeedLoader, Remote>) in
///     FeedViewModel(loader: loader.value)      // resolve((any FeedLoader).self, name: "remote")
/// }
/// ```
public struct Named<Service, Name: NameTag> {
    /// The resolved dependency.
    public let value: Service

    /// Wraps `value`: to call a factory registered with markers directly, in a test for example.
    @inlinable
    public init(_ value: Service) {
        self.value = value
    }
}

extension Named: Sendable where Service: Sendable {}

extension Named: DependencyMarker {
    @inlinable
    static func parameter<Argument>(taking argument: Argument.Type) -> DeclaredParameter<Self, Argument> {
        DeclaredParameter(key: ServiceKey(Service.self, name: Name.name)) { resolver, _, _ throws(ResolutionError) in
            Named(try resolver.resolve(Service.self, name: Name.name))
        }
    }
}
