import Synchronization

/// A dependency-injection container: registrations by type and name, resolved with their lifetimes.
///
/// `Container` is `Sendable`: register and resolve from any task or thread. Reading a created singleton takes
/// no lock and writes only to the calling thread's own read slot; every other path takes short locks that are
/// never held while a factory runs, so a slow factory only delays the callers that need its instance.
///
/// ```swift
/// let container = Container()
/// container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
/// container.autoregister(FeedService.self, initializer: FeedService.init)
/// let service = try container.resolve(FeedService.self)
/// ```
public final class Container: Sendable {
    /// The container whose registrations this one sees and may override.
    @usableFromInline let parent: Container?
    /// Key → registration, read without locks.
    @usableFromInline let table = RegistrationTable()
    /// The lock-free reads in progress in this container's family; shared with the parent.
    let readers: LockFreeReaders
    /// `readers`' identity: what a read entering needs, one load away from the resolving code.
    @usableFromInline let readFamily: Int
    /// Retired objects, created singletons and the collections; written under this lock only.
    let state = Lock<State>.make(State())
    /// The registration counter (see ``RegistrationRecord/sequence``).
    let sequence = Atomic<Int>(0)
    /// Whether any `.graph` registration exists here, to skip the per-resolution graph cache otherwise.
    let usesGraphLifetime = Atomic<Bool>(false)
    /// The decorators added here, applied to the registrations of their key made here, before or after; by key,
    /// in declaration order. Taken before `state` when both are needed.
    let decorations = Lock<[ServiceKey: [Decorator]]>.make([:])
    /// Whether decorators were added here (a child) for keys an ancestor may register; see
    /// ``inheritedDecoration(for:name:)``.
    @usableFromInline let decoratesInherited = Atomic<Bool>(false)
    /// ``ContainerFlags``: shut down, tracing. One atomic, so that an unpublished resolution checks both with one
    /// load.
    @usableFromInline let flags = Atomic<UInt8>(0)

    struct State {
        /// What a lock-free read may still be reading (replaced registrations and table arrays, released boxes), no
        /// longer reachable by a new one: freed by ``Container/withState(_:)`` once no read is in progress.
        var retired: [any SendableObject] = []
        /// The boxes of the singletons created here, oldest first, for ``shutdown()`` to dispose the `Disposable`
        /// ones. (Checking conformance when shutting down rather than at each creation saves a dynamic cast per
        /// singleton.)
        var createdSingletons: [CreatedSingleton] = []
        /// The latest copy (decorated, with an action added) of each registration replaced by one, by the
        /// registration's ``RegistrationRecord/sequence``, which its copies share: a ``Registration`` kept from
        /// before still exposes the registration as it is now.
        var decoratedCopies: [Int: AnyRegistration] = [:]
        /// The registrations of each key that a newer one of the same key hides from `resolve`, oldest first;
        /// `resolveAll` returns them before it.
        var earlier: [ServiceKey: [AnyRegistration]] = [:]
        /// The wrappers of ancestor registrations that this container's decorators decorate, by the identity of the
        /// ancestor registration.
        var inheritedDecorations: [ObjectIdentifier: AnyRegistration] = [:]
        /// The observer of ``traceResolutions(_:)``.
        var traceObserver: (@Sendable (ResolutionEvent) -> Void)?
        /// The child containers made from this one, for ``shutdown()`` to shut them down too.
        var children: [WeakContainer] = []
        /// The ``RegistrationRecord/sequence`` of each registration marked ``Registration/liveOnly()``.
        var liveOnly: Set<Int> = []
    }

    /// The validation run this container is the throw-away container of, to record the ``Lazy`` and ``Provider``
    /// its factories resolve; `nil` for every other container. Set once, before any factory runs.
    nonisolated(unsafe) weak var observation: ObservationRun?

    /// Makes an empty container.
    public init() {
        parent = nil
        readers = LockFreeReaders()
        readFamily = readers.identity
    }

    private init(parent: Container) {
        self.parent = parent
        readers = parent.readers
        readFamily = parent.readFamily
    }

    /// Makes a child container: it sees this container's registrations and can override them without touching
    /// this container (for tests, previews, environments).
    ///
    /// A singleton registered here is created by this container, from its own registrations, and cached here,
    /// so a child's override never leaks into it. Transient, graph and scoped registrations made here resolve
    /// their dependencies from the child that asked, so they pick up the child's overrides.
    public func makeChild() -> Container {
        let child = Container(parent: self)
        state.withLock { state in
            state.children.removeAll { $0.container == nil }
            state.children.append(WeakContainer(container: child))
            child.flags.store(flags.load(ordering: .relaxed), ordering: .relaxed)
        }
        return child
    }

    /// Makes a scope: `.scoped` services resolved from it live as long as it, and are disposed when it closes.
    public func makeScope() -> Scope {
        Scope(container: self)
    }

    /// The container `levels` steps up the parent chain (`0` is this one).
    @usableFromInline
    func ancestor(_ levels: Int) -> Container {
        var container = self
        for _ in 0..<levels {
            guard let parent = container.parent else { break }
            container = parent
        }
        return container
    }

    /// The resolver every top-level resolution starts with: a graph cache when a `.graph` registration is visible,
    /// a tracer while tracing, the scope if any.
    ///
    /// - Parameter depth: 0 before the first step; 1 for the first factory, when the caller found its registration
    ///   itself (the inlined resolution).
    @usableFromInline
    func topLevelResolver(scope: Scope?, depth: Int = 0) -> Resolver {
        let graph = seesGraphLifetime ? GraphCache() : nil
        let tracer = isTracing ? makeTracer() : nil
        return Resolver(
            container: self, depth: depth,
            context: ResolutionContext.make(trail: nil, graph: graph, scope: scope, tracer: tracer))
    }

    /// Whether a `.graph` registration exists in this container or an ancestor. Recursive through the `let`
    /// parent, which the optimizer follows without reference counting (a loop over an optional variable retains
    /// each container).
    private var seesGraphLifetime: Bool {
        usesGraphLifetime.load(ordering: .relaxed) || (parent?.seesGraphLifetime ?? false)
    }

    /// The registrations made here, in the order their keys were first registered.
    func registrationsMadeHere() -> [AnyRegistration] {
        table.registrations
    }

    /// Every registration made here, the hidden earlier ones included; under the state lock.
    func allRegistrationsMadeHere(_ state: State) -> [AnyRegistration] {
        table.registrations + state.earlier.values.joined()
    }

    /// The registration made here for `key`, if any.
    func registrationMadeHere(for key: ServiceKey) -> AnyRegistration? {
        reading { table.find(key.lookup, name: key.name)?.takeUnretainedValue() }
    }
}

/// One box of a singleton created by a container, and the box its resolutions hand out: itself, or the outermost
/// decorator's box for the instance a decorator wraps. Releasing the outermost releases them all.
struct CreatedSingleton {
    let box: any AnyBox
    let outermost: ObjectIdentifier
}

/// A child container, held weakly by its parent.
struct WeakContainer: Sendable {
    weak var container: Container?
}

/// The bits of ``Container/flags``.
@usableFromInline
enum ContainerFlags {
    /// Set by ``Container/shutdown()`` of the container or an ancestor: it no longer resolves anything.
    @usableFromInline static let shutDown: UInt8 = 1
    /// Set while ``Container/traceResolutions(_:)`` is on, here or in an ancestor when this container was made.
    @usableFromInline static let tracing: UInt8 = 2
}

extension Container {
    /// Whether this container (or an ancestor) was shut down.
    var isShutDown: Bool { flags.load(ordering: .relaxed) & ContainerFlags.shutDown != 0 }
    /// Whether resolutions from this container are traced.
    var isTracing: Bool { flags.load(ordering: .relaxed) & ContainerFlags.tracing != 0 }
}

extension Container.State {
    /// `registration` as it is now: its latest copy, if a decorator or an action replaced it.
    func latestCopy(of registration: AnyRegistration) -> AnyRegistration {
        decoratedCopies[registration.record.sequence] ?? registration
    }
}
