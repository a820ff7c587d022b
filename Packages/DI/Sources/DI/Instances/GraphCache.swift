import Synchronization

/// What one top-level resolution shares: its `.graph` instances, keyed by the producing registration, and the
/// `initCompleted` actions of the instances it created, run once its outermost factory has returned.
@usableFromInline
final class GraphCache: Sendable {
    /// The most actions one resolution runs: more means actions that keep creating instances with actions.
    static let maximumActions = 10_000

    /// One lock for everything: a resolution allocates a single lock, and only when it needs a cache at all.
    private let storage = Lock<Storage>.make(Storage())
    /// Whether ``actions`` holds anything, read without the lock by the resolution's entry point.
    @usableFromInline let hasActions = Atomic<Bool>(false)

    private struct Storage {
        var boxes: [ObjectIdentifier: any SendableObject] = [:]
        /// The instances of argument registrations cached per argument value.
        var byArgument: [ArgumentInstanceKey: any SendableObject] = [:]
        var actions: [@Sendable () throws -> Void] = []
    }

    init() {}

    /// The instance `registration` made earlier in this graph, if any.
    func instance<Service>(of registration: AnyObject, as type: Service.Type) -> Service? {
        let box = storage.withLock { $0.boxes[ObjectIdentifier(registration)] }
        return (box as? Box<Service>)?.value
    }

    /// Keeps `service` for the rest of the graph; if another thread stored one first, returns that one.
    func keep<Service>(_ service: Service, of registration: AnyObject) -> Service {
        let box = storage.withLock { storage in
            let key = ObjectIdentifier(registration)
            if let existing = storage.boxes[key] { return existing }
            let box = Box(service)
            storage.boxes[key] = box
            return box
        }
        return (box as? Box<Service>)?.value ?? service
    }

    /// The instance made earlier in this graph for `key` (a registration and an argument value), if any.
    func instance<Service>(for key: ArgumentInstanceKey, as type: Service.Type) -> Service? {
        let box = storage.withLock { $0.byArgument[key] }
        return (box as? Box<Service>)?.value
    }

    /// Keeps `service` for `key` for the rest of the graph; if another thread stored one first, returns that one.
    func keep<Service>(_ service: Service, for key: ArgumentInstanceKey) -> Service {
        let box = storage.withLock { storage in
            if let existing = storage.byArgument[key] { return existing }
            let box = Box(service)
            storage.byArgument[key] = box
            return box
        }
        return (box as? Box<Service>)?.value ?? service
    }

    /// Queues an `initCompleted` action, to run after the outermost factory returned.
    func enqueue(_ action: @escaping @Sendable () throws -> Void) {
        storage.withLock { $0.actions.append(action) }
        hasActions.store(true, ordering: .releasing)
    }

    /// Runs the queued actions in creation order, and those they queue in turn.
    ///
    /// - Throws: the first action's error, as a ``ResolutionError``.
    @usableFromInline
    func runActions() throws(ResolutionError) {
        var ran = 0
        while true {
            let batch = storage.withLock { storage in
                defer { storage.actions = [] }
                return storage.actions
            }
            guard !batch.isEmpty else { break }
            ran += batch.count
            guard ran <= GraphCache.maximumActions else {
                throw ResolutionError(
                    .circularDependency,
                    reason: "initCompleted actions ran more than \(GraphCache.maximumActions) times in one "
                        + "resolution: actions that keep creating instances with actions")
            }
            for action in batch {
                do {
                    try action()
                } catch let error as ResolutionError {
                    throw error
                } catch {
                    throw ResolutionError(
                        .factoryFailed, reason: "an initCompleted action threw \(error)", underlying: error)
                }
            }
        }
        hasActions.store(false, ordering: .relaxed)
    }
}
