/// One parameter of a factory registered by its parameters: the key it stands for, and how a resolution fetches
/// it.
///
/// Made once, when the registration is made: whether the parameter's type is a marker (``Named``,
/// ``WithArgument``, ``NamedWithArgument``) or a plain dependency is decided then, so a resolution only fetches
/// ``key``, and nothing else. The registration's dependencies are the parameters' keys, so what validation sees is
/// what the factory resolves.
@usableFromInline
struct DeclaredParameter<Value, Argument>: Sendable {
    /// The key the parameter resolves.
    @usableFromInline let key: ServiceKey
    /// How a marker fetches ``key``, handed to it, with the registration's runtime argument (`()` when it takes
    /// none); `nil` for a plain dependency, which ``fetch(_:_:)`` resolves inline. It captures nothing (a marker
    /// reads its name from its tag type or from the key): calling a closure without context costs no reference
    /// counting, and a registration keeps only the closure and the key, not the parameter.
    @usableFromInline let marker: Fetch?

    /// Resolves a marker's key (the parameter's ``key``) with the runtime argument.
    @usableFromInline typealias Fetch = @Sendable (Resolver, ServiceKey, Argument) throws(ResolutionError) -> Value

    @inlinable
    init(key: ServiceKey, marker: Fetch?) {
        self.key = key
        self.marker = marker
    }

    /// The parameter of type `Value`: what its marker stands for, or else `Value` itself, resolved by type.
    @inlinable
    init(_ type: Value.Type = Value.self) {
        if let marker = Value.self as? any DependencyMarker.Type, let parameter = Self.parameter(of: marker) {
            self = parameter
        } else {
            self.init(key: ServiceKey(Value.self), marker: nil)
        }
    }

    /// The parameter `marker` makes, when `marker` is `Value` (always: it is `Value`'s own metatype).
    @inlinable
    static func parameter<Marker: DependencyMarker>(of marker: Marker.Type) -> Self? {
        Marker.parameter(taking: Argument.self) as? Self
    }

    /// Resolves the parameter for a resolution of its registration with `argument`, in the variadic forms (the
    /// fixed-arity ones call ``marker`` themselves).
    @inlinable @inline(__always)
    func fetch(_ resolver: Resolver, _ argument: Argument) throws(ResolutionError) -> Value {
        if let marker { return try marker(resolver, key, argument) }
        return try resolver.resolve(Value.self)
    }
}
