/// A dependency resolved on first access, once and thread-safely, from the container that was current when its
/// owner was created.
///
/// ```swift
/// final class Report {
///     @LazyInjected var clock: any Clock
/// }
/// ```
///
/// Like ``Injected``, a service that cannot be resolved stops the program with the path message of
/// ``ResolutionError``.
@propertyWrapper
public struct LazyInjected<Service> {
    private let container: Container
    private let name: ServiceName?
    private let slot = InstanceSlot<Box<Service>>()

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
            return try slot.obtain(
                for: key, read: { $0.value },
                create: { () throws(ResolutionError) in
                    let service = try container.resolve(Service.self, name: name)
                    return (Box(service), service)
                })
        } catch {
            fatalError("@LazyInjected: \(error)")
        }
    }
}
