/// A weak reference to a `.weak` instance, stored in its slot.
final class WeakReference: @unchecked Sendable {
    /// The instance while somebody else holds it. Written once, at init; the runtime zeroes it atomically.
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    /// A weak reference to `service`, which the factory registered under `key` made.
    ///
    /// - Throws: ``ResolutionError/Kind/weakValueType`` when `service` is a value type, which cannot be held weakly.
    static func holding(_ service: Any, madeFor key: ServiceKey) throws(ResolutionError) -> WeakReference {
        let made = type(of: service)
        guard made is AnyClass else {
            throw ResolutionError(
                .weakValueType,
                reason: "\(key) is registered as .weak but its factory made a \(TypeName.of(made)), a value "
                    + "type that cannot be held weakly: register it as .transient or .singleton")
        }
        return WeakReference(service as AnyObject)
    }
}
