/// One wiring mistake found by ``Container/validate()``: what is wrong, and the resolution path that shows it.
///
/// Its description is one line: `FeedViewModel → FeedLoader(remote) → HTTPClient: no registration for HTTPClient`.
public struct ValidationProblem: Sendable, CustomStringConvertible {
    /// The kinds of wiring mistake validation finds, stable for tests and tools.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A registration depends on a type and name that nothing registers (or registers with another runtime
        /// argument type). The path ends with the missing key.
        case missingDependency
        /// A registration needs itself, directly or through others. The path shows the loop once: `A → B → A`.
        case circularDependency
        /// A longer-lived service holds a shorter-lived one: a `.singleton` or `.weak` service depending on a
        /// `.scoped` or `.graph` one, or a `.scoped` service depending on a `.graph` one, directly or through
        /// `.transient` services. The path runs from the holder to the captured service.
        case captiveDependency
        /// A synchronous (or main-actor) factory depends on an async service that is not a `.singleton`, which it
        /// can never resolve synchronously (an async singleton is fine: a bootstrap creates it first).
        case asyncDependency
        /// A nonisolated synchronous factory depends on a main-actor service, which only `resolveMainActor` can
        /// resolve.
        case mainActorDependency
        /// A factory threw while validation observed it.
        case factoryFailed
        /// A registration exposed with `implements` made an instance that does not conform to the exposed type.
        case typeMismatch
        /// A registration's lifetime cannot hold its type: `.weak` for a value type.
        case unsupportedLifetime
        /// A decorator decorates nothing: its key is not registered in the container that declared it, or is an
        /// alias made with `implements`.
        case orphanDecorator
    }

    /// What is wrong.
    public let kind: Kind
    /// The resolution path that shows it, outermost first: from a service nothing depends on down to the
    /// problem (for a cycle, the loop; for a captive dependency, from the holder to the captured service).
    public let path: [ServiceKey]
    /// Why, in words, with what to try.
    public let reason: String
    /// The error the factory threw, for ``Kind/factoryFailed``.
    public let underlying: (any Error)?

    /// Makes a problem.
    init(_ kind: Kind, path: [ServiceKey], reason: String, underlying: (any Error)? = nil) {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.underlying = underlying
    }

    /// The path and the reason, in one line.
    public var description: String {
        path.map(\.description).joined(separator: " → ") + ": " + reason
    }
}
