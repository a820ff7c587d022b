/// A dependency resolved when its owner is created, from ``Container/current``, for the edges of the graph.
///
/// ```swift
/// final class FeedCommand {
///     @Injected var loader: any FeedLoader
/// }
/// let command = container.withCurrent { FeedCommand() }
/// ```
///
/// Prefer constructor injection everywhere else. This is one of the library's two documented fail-fasts (the
/// other is ``LazyInjected``): a service that cannot be resolved stops the program with the same path message as
/// `resolve`'s ``ResolutionError``, because a property wrapper's initializer cannot throw; for a missing service
/// the message names the registration to add. `validate()` reports such a wiring mistake before the program runs,
/// for the services it can see.
///
/// `Sendable` when its service is.
@propertyWrapper
public struct Injected<Service> {
    /// The resolved service.
    public let wrappedValue: Service

    /// Resolves the unnamed registration of the property's type.
    public init() {
        self.init(name: nil)
    }

    /// Resolves the registration of the property's type with `name`.
    ///
    /// - Parameter name: the registration's name, or `nil`.
    public init(name: ServiceName?) {
        do {
            wrappedValue = try Container.current.resolve(Service.self, name: name)
        } catch {
            // The documented fail-fast (see the type's comment): an initializer of a property wrapper cannot throw,
            // and a missing service at the edge of the graph is a wiring bug that `validate()` reports first.
            fatalError(InjectionTrap.message("@Injected", error))
        }
    }
}

extension Injected: Sendable where Service: Sendable {}
