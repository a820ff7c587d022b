/// One decorator added with `decorate`: the key it wraps, what it declares it resolves, and its body.
struct Decorator: Sendable {
    /// The registration it wraps: type, name and argument type.
    let key: ServiceKey
    /// The keys the decorator resolves, when declared with `dependsOn:`, else `nil`.
    let dependencies: [ServiceKey]?
    /// A ``DecoratorBody`` or an ``ArgumentDecoratorBody`` of the key's service type.
    let body: any SendableObject
}

/// The body of a decorator of a registration without runtime argument.
final class DecoratorBody<Service>: Sendable {
    let wrap: @Sendable (Resolver, Service) throws -> Service

    init(_ wrap: @escaping @Sendable (Resolver, Service) throws -> Service) {
        self.wrap = wrap
    }
}

/// The body of a decorator of a registration whose factory takes a runtime argument.
final class ArgumentDecoratorBody<Service, Argument>: Sendable {
    let wrap: @Sendable (Resolver, Service, Argument) throws -> Service

    init(_ wrap: @escaping @Sendable (Resolver, Service, Argument) throws -> Service) {
        self.wrap = wrap
    }
}
