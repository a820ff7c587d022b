/// A dependency created on first use and kept: resolve `Lazy<Leaf>` from any factory instead of `Leaf`.
///
/// ```swift
/// container.register(Report.self) { r in Report(printer: try r.resolve(Lazy<Printer>.self)) }
/// // in Report: let printer = try self.printer.instance   // created on the first call, the same afterwards
/// ```
///
/// It resolves from the container (and scope) whose resolution made it, once: later calls return that instance
/// (with the registration's lifetime deciding what the first call gets). Nothing needs registering for it.
public struct Lazy<Service: Sendable>: Sendable {
    private let source: DeferredSource
    private let slot = InstanceSlot()

    init(source: DeferredSource) {
        self.source = source
    }

    /// The service, resolved on the first call and kept.
    ///
    /// - Throws: ``ResolutionError`` when it cannot be resolved; a later call tries again.
    public var instance: Service {
        get throws(ResolutionError) {
            let source = source
            let box = try slot.obtain(
                for: source.key(of: Service.self),
                create: { () throws(ResolutionError) in Box(try source.resolve(Service.self)) })
            // Sound: the slot holds what `create` made.
            return unsafeDowncast(box, to: Box<Service>.self).value
        }
    }
}

/// A dependency resolved anew on each use: resolve `Provider<Leaf>` from any factory instead of `Leaf`.
///
/// ```swift
/// container.register(Importer.self) { r in Importer(makeParser: try r.resolve(Provider<Parser>.self)) }
/// // in Importer: let parser = try makeParser.instance   // a new resolution each time
/// ```
///
/// Each call is a resolution from the container (and scope) whose resolution made it, with the registration's
/// lifetime: a transient is new each time, a singleton the same.
public struct Provider<Service: Sendable>: Sendable {
    private let source: DeferredSource

    init(source: DeferredSource) {
        self.source = source
    }

    /// A resolution of the service.
    ///
    /// - Throws: ``ResolutionError`` when it cannot be resolved.
    public var instance: Service {
        get throws(ResolutionError) { try source.resolve(Service.self) }
    }
}

/// Where a ``Lazy`` or ``Provider`` resolves from: the container and scope of the resolution that made it, and the
/// registration's name.
struct DeferredSource: Sendable {
    let container: Container
    let scope: Scope?
    let name: ServiceName?

    func key<Service>(of type: Service.Type) -> ServiceKey {
        ServiceKey(type, name: name)
    }

    func resolve<Service>(_ type: Service.Type) throws(ResolutionError) -> Service {
        if let scope { return try scope.resolve(type, name: name) }
        return try container.resolve(type, name: name)
    }
}

/// ``Lazy`` and ``Provider``: types the container makes itself, for any registered `Target`.
protocol DeferredResolution {
    /// The service the wrapper resolves.
    static var target: Any.Type { get }
    /// The kind of graph edge to the target.
    static var edgeKind: DeferredEdge.Kind { get }
    /// Makes the wrapper.
    static func make(source: DeferredSource) -> Self
}

extension Lazy: DeferredResolution {
    static var target: Any.Type { Service.self }
    static var edgeKind: DeferredEdge.Kind { .lazy }
    static func make(source: DeferredSource) -> Lazy { Lazy(source: source) }
}

extension Provider: DeferredResolution {
    static var target: Any.Type { Service.self }
    static var edgeKind: DeferredEdge.Kind { .provider }
    static func make(source: DeferredSource) -> Provider { Provider(source: source) }
}

extension Container {
    /// ``unregistered(_:context:)`` for a top-level resolution of `type` and `name`; out of line, so that the
    /// resolution code inlined into callers stays small.
    @usableFromInline
    func unregistered<Service>(_ type: Service.Type, name: ServiceName?) throws(ResolutionError) -> Service {
        try unregistered(ServiceKey(type, name: name), context: nil)
    }

    /// Resolves a key nothing registers: a ``Lazy`` or ``Provider`` of a registered service is made here, for the
    /// container and scope of `context`; anything else is the missing-registration error.
    @usableFromInline
    func unregistered<Service>(_ key: ServiceKey, context: Resolver?) throws(ResolutionError) -> Service {
        guard let deferred = Service.self as? any DeferredResolution.Type else {
            throw missingRegistration(key, as: Service.self)
        }
        let container = context?.container ?? self
        let target = ServiceKey(deferred.target, name: key.name)
        guard container.registration(for: target) != nil else {
            throw container.missingRegistration(target, as: Never.self).prepending(key)
        }
        container.observation?.recordDeferred(target, kind: deferred.edgeKind)
        let source = DeferredSource(container: container, scope: context?.scope, name: key.name)
        guard let made = deferred.make(source: source) as? Service else {
            throw missingRegistration(key, as: Service.self)
        }
        return made
    }
}
