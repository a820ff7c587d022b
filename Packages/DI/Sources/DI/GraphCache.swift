/// The `.graph` instances of one top-level resolution, keyed by the producing registration.
@usableFromInline
final class GraphCache: Sendable {
    private let boxes = Lock<[ObjectIdentifier: any SendableObject]>.make([:])

    /// The instance `producer` made earlier in this graph, if any.
    func instance<Service>(of producer: AnyObject, as type: Service.Type) -> Service? {
        let box = boxes.withLock { $0[ObjectIdentifier(producer)] }
        return (box as? Box<Service>)?.value
    }

    /// Keeps `service` for the rest of the graph; if another thread stored one first, returns that one.
    func keep<Service: Sendable>(_ service: Service, of producer: AnyObject) -> Service {
        let box = boxes.withLock { boxes in
            let key = ObjectIdentifier(producer)
            if let existing = boxes[key] { return existing }
            let box = Box(service)
            boxes[key] = box
            return box
        }
        return (box as? Box<Service>)?.value ?? service
    }
}
