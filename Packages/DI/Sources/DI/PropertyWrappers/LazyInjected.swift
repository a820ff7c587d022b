/// A dependency resolved on first access, once and thread-safely, from the container that was current when its
/// owner was created.
///
/// ```swift
/// final class Report {
///     @LazyInjected var clock: any Clock
/// }
/// ```
///
/// Like ``Injected``, it traps when resolution fails: the first access to a service that cannot be resolved (or
/// whose resolution throws, a cycle included) stops the program with `fatalError` and the path message of the
/// ``ResolutionError`` (for a missing service, with the registration to add). It traps at that first access, not
/// when its owner is created. Use `Container.resolve` to handle the error instead.
///
/// `Sendable` when its service is: the first access from several threads at once resolves once.
@propertyWrapper
public struct LazyInjected<Service> {
    private let container: Container
    private let name: ServiceName?
    private let slot = InstanceSlot()

    /// Captures ``Container/current`` for the unnamed registration of the property's type.
    public init() {
        self.init(name: nil)
    }

    /// Captures ``Container/current`` for the registration of the property's type with `name`.
    ///
    /// - Parameter name: the registration's name, or `nil`.
    public init(name: ServiceName?) {
        container = Container.current
        self.name = name
    }

    /// The service, resolved on first access.
    public var wrappedValue: Service {
        let key = ServiceKey(Service.self, name: name)
        let container = container
        let name = name
        do {
            let box = try slot.obtain(
                for: key,
                create: { () throws(ResolutionError) in Box(try container.resolve(Service.self, name: name)) })
            // Sound: the slot holds what `create` made.
            return unsafeDowncast(box, to: Box<Service>.self).value
        } catch {
            // The documented fail-fast, as `@Injected`'s: a property's getter cannot throw, and a missing service
            // is a wiring bug that `validate()` reports first. Use `Container.resolve` to handle the error instead.
            fatalError(InjectionTrap.message("@LazyInjected", error))
        }
    }
}

extension LazyInjected: Sendable where Service: Sendable {}
