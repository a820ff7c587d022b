/// How long an instance made by a registration lives, and who shares it.
///
/// Pass it as `scope:` when registering. The default is ``transient``.
public enum Lifetime: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new instance on every resolution.
    case transient
    /// One instance for the container that holds the registration, created on first use, exactly once even
    /// under contention, and disposed by ``Container/shutdown()``.
    case singleton
    /// One shared instance while somebody else holds it; created again once it is gone. Class instances only:
    /// a factory that makes a value type is reported as ``ResolutionError/Kind/weakValueType``.
    case weak
    /// One instance per top-level `resolve` call: everything resolved for one object graph shares it.
    case graph
    /// One instance per ``Scope``: resolve it from `container.makeScope()`; it is disposed when the scope closes.
    case scoped

    /// The name of the lifetime, as written in code: `.singleton`.
    public var description: String { "." + rawValue }
}
