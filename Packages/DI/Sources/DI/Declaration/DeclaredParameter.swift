/// One parameter of a factory registered by its parameters: the key it stands for, and how a resolution fetches
/// it.
///
/// Made once, when the registration is made: whether the parameter's type is a marker (``Named``,
/// ``WithArgument``, ``NamedWithArgument``) or a plain dependency is decided then, so a resolution only calls
/// ``fetch``, which resolves ``key`` and nothing else. The registration's dependencies are the parameters' keys,
/// so what validation sees is what the factory resolves.
@usableFromInline
struct DeclaredParameter<Value, Argument>: Sendable {
    /// The key the parameter resolves.
    @usableFromInline let key: ServiceKey
    /// Resolves ``key`` with the registration's runtime argument (`()` when it takes none).
    @usableFromInline let fetch: @Sendable (Resolver, Argument) throws(ResolutionError) -> Value

    @inlinable
    init(key: ServiceKey, fetch: @escaping @Sendable (Resolver, Argument) throws(ResolutionError) -> Value) {
        self.key = key
        self.fetch = fetch
    }

    /// The parameter of type `Value`: what its marker stands for, or else `Value` itself, resolved by type.
    ///
    /// Inlined into the registering code, specialized for `Value`, so that the fetch it makes is specialized too.
    @inlinable
    init(_ type: Value.Type = Value.self) {
        if let marker = Value.self as? any DependencyMarker.Type, let parameter = Self.parameter(of: marker) {
            self = parameter
        } else {
            self.init(key: ServiceKey(Value.self)) { resolver, _ throws(ResolutionError) in
                try resolver.resolve(Value.self)
            }
        }
    }

    /// The parameter `marker` makes, when `marker` is `Value` (always: it is `Value`'s own metatype).
    @inlinable
    static func parameter<Marker: DependencyMarker>(of marker: Marker.Type) -> Self? {
        Marker.parameter(taking: Argument.self) as? Self
    }
}
