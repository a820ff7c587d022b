import Synchronization

/// What one top-level resolution shares: its `.graph` instances, keyed by the producing registration, and the
/// `initCompleted` actions of the instances it created, run once its outermost factory has returned.
@usableFromInline
final class GraphCache: Sendable {
    /// The most actions one resolution runs: more means actions that keep creating instances with actions.
    static let maximumActions = 10_000

    private let boxes = Lock<[ObjectIdentifier: any SendableObject]>.make([:])
    private let actions = Lock<[@Sendable () throws -> Void]>.make([])
    /// Whether ``actions`` holds anything, read without the lock by the resolution's entry point.
    @usableFromInline let hasActions = Atomic<Bool>(false)

    init() {}

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

    /// Queues an `initCompleted` action, to run after the outermost factory returned.
    func enqueue(_ action: @escaping @Sendable () throws -> Void) {
        actions.withLock { $0.append(action) }
        hasActions.store(true, ordering: .releasing)
    }

    /// Runs the queued actions in creation order, and those they queue in turn.
    ///
    /// - Throws: the first action's error, as a ``ResolutionError``.
    @usableFromInline
    func runActions() throws(ResolutionError) {
        var ran = 0
        while true {
            let next: (@Sendable () throws -> Void)? = actions.withLock { actions in
                actions.isEmpty ? nil : actions.removeFirst()
            }
            guard let next else { break }
            ran += 1
            guard ran <= GraphCache.maximumActions else {
                throw ResolutionError(
                    .circularDependency,
                    reason: "initCompleted actions ran more than \(GraphCache.maximumActions) times in one "
                        + "resolution: actions that keep creating instances with actions")
            }
            do {
                try next()
            } catch let error as ResolutionError {
                throw error
            } catch {
                throw ResolutionError(
                    .factoryFailed, reason: "an initCompleted action threw \(error)", underlying: error)
            }
        }
        hasActions.store(false, ordering: .relaxed)
    }
}
